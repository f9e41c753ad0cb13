// Every change keeps the record as it stood after it, with its children and image rows, in the
// change's transaction, so a deleted record can return with the same id (docs/publishing.md).
import type { Actor } from "../audit/log.js";
import { parseSummary, resolveRefs, type AuditChange } from "../audit/changes.js";
import { CONTENT_ENTITIES, entityOfTable } from "../../core/content/registry.js";
import { CONTENT, type ContentSpec } from "./content-specs.js";
import type { Db } from "./index.js";
import { imagesOf, loose, type ImageOut } from "./records.js";
import type { RevisionAction } from "./revision-types.js";

export type Snapshot = {
  row: Record<string, unknown>;
  children: string | null;
  images: ImageOut[];
};

/** docs/publishing.md */
export const KEEP_DAYS = 30;
export const KEEP_MS = KEEP_DAYS * 24 * 60 * 60_000;
const LIST_MAX = 50;

/** What the history needs of a table: the content specs' parts, and the fixed pages too. */
export type HistorySpec = Pick<ContentSpec, "route" | "entity" | "children" | "images"> & {
  table: ContentSpec["table"] | "pages";
};

/** The fixed pages are edited by their own routes (server/routes/pages.ts) but keep history like
 * the rest: only their texts, no images or children. */
const PAGES: HistorySpec = { table: "pages", route: "pages", entity: CONTENT_ENTITIES.pages };

/** Every table with a history, once. */
export const HISTORY: HistorySpec[] = [
  ...CONTENT.filter((spec) => spec.entity && entityOfTable(spec.table)),
  PAGES,
];

export function historySpec(table: string): HistorySpec | undefined {
  return HISTORY.find((spec) => spec.table === table);
}

/** Recomputed from the row: never kept. */
const derived = (column: string) => column === "search_text" || column.endsWith("_key");

export async function snapshotOf(db: Db, spec: HistorySpec, id: number): Promise<Snapshot | null> {
  const row = await loose(db)
    .selectFrom(spec.table)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    row: Object.fromEntries(Object.entries(row).filter(([column]) => !derived(column))),
    children: spec.children ? await spec.children.read(db, id) : null,
    images: spec.images ? ((await imagesOf(db, spec.table, [id])).get(id) ?? []) : [],
  };
}

export const filesOf = (images: ImageOut[]) => [
  ...new Set(images.flatMap((i) => [i.path, i.thumb, ...i.variants.map((v) => v.path)])),
];

/** A change that changed nothing keeps none (the audit log's rule); a restore always keeps one. */
export async function keepRevision(
  trx: Db,
  actor: Actor,
  entry: { table: string; recordId: number; action: RevisionAction; summary: string },
): Promise<void> {
  const spec = historySpec(entry.table);
  if (!spec) return;
  if ((entry.action === "update" || entry.action === "publish") && entry.summary === "") return;
  const snapshot = await snapshotOf(trx, spec, entry.recordId);
  if (!snapshot) return;
  const auditAction =
    entry.action === "create" || entry.action === "delete" ? entry.action : "update";
  await trx
    .insertInto("revisions")
    .values({
      entity: entry.table,
      record_id: entry.recordId,
      admin_id: actor.id,
      admin_name: actor.username,
      action: entry.action,
      snapshot: JSON.stringify(snapshot),
      changes: JSON.stringify(parseSummary(entry.summary, auditAction)),
      files: JSON.stringify(filesOf(snapshot.images)),
    })
    .execute();
}

const shape = (r: {
  id: number;
  created_at: string;
  admin_id: number;
  admin_name: string;
  action: RevisionAction;
  changes: string;
}) => ({
  id: r.id,
  created_at: r.created_at,
  action: r.action,
  admin: { id: r.admin_id, name: r.admin_name },
  changes: JSON.parse(r.changes) as AuditChange[],
});

export async function listRevisions(db: Db, table: string, id: number) {
  const rows = await db
    .selectFrom("revisions")
    .select(["id", "created_at", "admin_id", "admin_name", "action", "changes"])
    .where("entity", "=", table)
    .where("record_id", "=", id)
    .orderBy("id", "desc")
    .limit(LIST_MAX)
    .execute();
  const data = rows.map(shape);
  await resolveRefs(
    db,
    data.map((r) => r.changes),
  );
  return data;
}

/** Undefined for another record's revision. */
export async function findRevision(db: Db, table: string, id: number, revision: number) {
  const row = await db
    .selectFrom("revisions")
    .selectAll()
    .where("id", "=", revision)
    .where("entity", "=", table)
    .where("record_id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...shape(row), snapshot: JSON.parse(row.snapshot) as Snapshot };
}

export async function listDeleted(db: Db, table: string, now = Date.now()) {
  const since = new Date(now - KEEP_MS).toISOString();
  const rows = await db
    .selectFrom("revisions as r")
    .selectAll()
    .where("r.entity", "=", table)
    .where("r.action", "=", "delete")
    .where("r.created_at", ">=", since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("revisions as later")
            .select("later.id")
            .whereRef("later.entity", "=", "r.entity")
            .whereRef("later.record_id", "=", "r.record_id")
            .whereRef("later.id", ">", "r.id"),
        ),
      ),
    )
    .orderBy("r.id", "desc")
    .execute();
  return rows.map((r) => {
    const { row } = JSON.parse(r.snapshot) as Snapshot;
    return {
      id: r.record_id,
      revision: r.id,
      ar_name: String(row.ar_name ?? ""),
      en_name: String(row.en_name ?? ""),
      deleted_at: r.created_at,
      admin: { id: r.admin_id, name: r.admin_name },
    };
  });
}

/** `_` in the LIKE matches more than itself: that can only keep a file, never remove one. */
export async function unusedFiles(db: Db, paths: string[]): Promise<string[]> {
  if (!paths.length) return [];
  const quoted = paths.map((path) => `%${JSON.stringify(path)}%`);
  const images = await db
    .selectFrom("images")
    .select(["path", "thumb", "variants"])
    .where((eb) =>
      eb.or([
        eb("path", "in", paths),
        eb("thumb", "in", paths),
        ...quoted.map((like) => eb("variants", "like", like)),
      ]),
    )
    .execute();
  const kept = await db
    .selectFrom("revisions")
    .select("files")
    .where((eb) => eb.or(quoted.map((like) => eb("files", "like", like))))
    .execute();
  const used = new Set<string>();
  for (const row of images) {
    used.add(row.path).add(row.thumb);
    for (const v of JSON.parse(row.variants ?? "[]") as { path: string }[]) used.add(v.path);
  }
  for (const { files } of kept) for (const file of JSON.parse(files) as string[]) used.add(file);
  return paths.filter((path) => !used.has(path));
}
