// What still uses the record is checked first; the caller removes the returned files once the
// transaction has committed (ADR 0011: files are outside any transaction).
import { recordAudit, type Actor } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { ApiError, notFound } from "../http/errors.js";
import { CONTENT, type ContentSpec } from "./content-specs.js";
import { replaceImages } from "./image-rows.js";
import { deleteReplies } from "./inbox.js";
import type { Db } from "./index.js";
import { loose, type EntityName } from "./records.js";
import { keepRevision, unusedFiles } from "./revisions.js";
import { isSlugTable, retireSlugs } from "./slugs.js";

/** The app asks the same before its confirm step. */
const DELETE_BLOCKERS = new Map<string, NonNullable<ContentSpec["blocksDelete"]>>(
  CONTENT.flatMap((spec) => (spec.blocksDelete ? [[spec.table, spec.blocksDelete] as const] : [])),
);

export async function deleteRecord(
  db: Db,
  actor: Actor,
  table: EntityName,
  id: number,
): Promise<string[]> {
  const row = await loose(db).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const reason = await DELETE_BLOCKERS.get(table)?.(db, id);
  if (reason) throw ApiError.key(422, reason);
  const summary = summarize(row, null);
  const files = await db.transaction().execute(async (trx) => {
    // Kept 30 days for undo delete.
    await keepRevision(trx, actor, { table, recordId: id, action: "delete", summary });
    const paths = await replaceImages(trx, table, id, []);
    await deleteReplies(trx, table, id);
    await loose(trx).deleteFrom(table).where("id", "=", id).execute();
    if (isSlugTable(table)) await retireSlugs(trx, table, row);
    await recordAudit(trx, actor, { entity: table, entityId: id, action: "delete", summary });
    return typeof row.file_path === "string" ? [...paths, row.file_path] : paths;
  });
  return unusedFiles(db, files);
}
