// The bulk Publish follows the save form's (docs/publishing.md); a record already so is left
// unlogged, as a save that changed nothing is.
import { recordAudit, type Actor } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { ApiError, notFound } from "../http/errors.js";
import type { Db } from "./index.js";
import { refreshListKeys } from "./list-keys.js";
import { publishedStatuses } from "./publishing.js";
import { entityOf, loose, type EntityName } from "./records.js";
import { keepRevision } from "./revisions.js";
import { nextStamp, stampOf } from "./stamps.js";
import { entityOfTable } from "../../core/content/registry.js";

export type PublishAction = "publish" | "unpublish";

export async function publishRecord(
  db: Db,
  actor: Actor,
  table: EntityName,
  id: number,
  action: PublishAction,
): Promise<void> {
  const entity = entityOfTable(table);
  if (!entity?.workflow) throw ApiError.key(422, "bulk_no_status");
  const row = await loose(db).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const statuses =
    action === "publish"
      ? publishedStatuses(entity, row)
      : ({ ar_status: "draft", en_status: "draft" } as const);
  if (!statuses) throw ApiError.key(422, "bulk_incomplete");
  const was = { ar_status: row.ar_status, en_status: row.en_status };
  if (was.ar_status === statuses.ar_status && was.en_status === statuses.en_status) return;
  await db.transaction().execute(async (trx) => {
    await loose(trx)
      .updateTable(table)
      .set({ ...statuses, updated_at: nextStamp(stampOf(row)) })
      .where("id", "=", id)
      .execute();
    const tools = entityOf(table).tools;
    if (tools) await refreshListKeys(trx, tools, [id]);
    const summary = summarize(was, statuses);
    await recordAudit(trx, actor, { entity: table, entityId: id, action: "update", summary });
    await keepRevision(trx, actor, { table, recordId: id, action: "publish", summary });
  });
}
