// Restoring a revision (docs/publishing.md): references are checked first, as a save checks them;
// the caller removes unused files once the transaction has committed (ADR 0011).
import { recordAudit, type Actor } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { ApiError, notFound } from "../http/errors.js";
import { CONTENT_ENTITIES } from "../../core/content/registry.js";
import { replaceImages } from "./image-rows.js";
import type { Db } from "./index.js";
import { refreshListKeys } from "./list-keys.js";
import { freeOrNew, isSlugTable, settleSlugs } from "./slugs.js";
import { withoutDefaults } from "./publishing.js";
import { entityOf, imagesOf, loose } from "./records.js";
import {
  findRevision,
  keepRevision,
  unusedFiles,
  type HistorySpec,
  type Snapshot,
} from "./revisions.js";
import { nextStamp, stampOf } from "./stamps.js";

/** Restored with the row, but not what an admin would call a change. */
const BOOKKEEPING = new Set(["id", "created_at", "updated_at", "ar_edited_at", "en_edited_at"]);

async function checkReferences(db: Db, spec: HistorySpec, row: Snapshot["row"]) {
  for (const relation of spec.entity?.relations ?? []) {
    const found = await loose(db)
      .selectFrom(CONTENT_ENTITIES[relation.entity].table)
      .select("id")
      .where("id", "=", Number(row[relation.field]))
      .executeTakeFirst();
    if (!found) throw ApiError.key(422, `restore_${relation.name}_gone`);
  }
}

const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));

export async function restoreRevision(
  db: Db,
  actor: Actor,
  spec: HistorySpec,
  id: number,
  revision: number,
): Promise<string[]> {
  const found = await findRevision(db, spec.table, id, revision);
  if (!found) throw notFound();
  const { row, children, images } = found.snapshot;
  await checkReferences(db, spec, row);
  const current = await loose(db)
    .selectFrom(spec.table)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  // Columns a later migration removed are left out; one it added keeps its value.
  const columns = Object.fromEntries(
    Object.entries(row).filter(
      ([k]) => k !== "id" && k !== "created_at" && (!current || Object.hasOwn(current, k)),
    ),
  );
  const changed = Object.keys(columns).filter((k) => !BOOKKEEPING.has(k));
  // A restore is a change: a form opened before it must not save over it (server/db/stamps.ts).
  columns.updated_at = nextStamp(stampOf(current ?? row));
  const table: string = spec.table;
  let old: string[] = [];
  await db.transaction().execute(async (trx) => {
    const extra: string[] = [];
    if (isSlugTable(spec.table)) await freeOrNew(trx, spec.table, id, columns);
    if (current) {
      await loose(trx).updateTable(table).set(columns).where("id", "=", id).execute();
    } else {
      await loose(trx)
        .insertInto(table)
        .values({ ...columns, id, created_at: row.created_at })
        .execute();
    }
    if (spec.children && children !== null) {
      const before = current ? await spec.children.read(trx, id) : "[]";
      if (before !== children) extra.push(spec.children.name);
      await spec.children.write(trx, id, children);
    }
    // The fixed pages have no list tools.
    const tools = spec.table === "pages" ? undefined : entityOf(spec.table).tools;
    if (tools) await refreshListKeys(trx, tools, [id]);
    if (isSlugTable(spec.table)) await settleSlugs(trx, spec.table, [id], current);
    if (spec.images) {
      const now = (await imagesOf(trx, spec.table, [id])).get(id) ?? [];
      const paths = (list: typeof images) => JSON.stringify(list.map((i) => i.path));
      if (paths(now) !== paths(images)) {
        old = await replaceImages(trx, spec.table, id, images);
        extra.push("image");
      }
    }
    const summary = current
      ? summarize(pick(current, changed), pick(columns, changed), extra)
      : summarize(null, withoutDefaults(pick(columns, changed)), extra);
    await recordAudit(trx, actor, {
      entity: spec.table,
      entityId: id,
      action: current ? "update" : "create",
      summary,
    });
    await keepRevision(trx, actor, { table: spec.table, recordId: id, action: "restore", summary });
  });
  return unusedFiles(db, old);
}
