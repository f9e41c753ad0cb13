// The end of the 30 days (docs/publishing.md, "History and undo delete"): revisions older than
// that go, but each live record keeps its latest (it is the record as it stands, and names only
// files the record uses); a record deleted more than 30 days ago loses them all, and then the files
// no kept revision nor record names are removed. Idempotent and safe on replicas: each replica
// runs it at start and at most hourly after a delete, and a second run finds nothing to do.
import type { Logger } from "../log.js";
import type { Storage } from "../storage/index.js";
import type { Db } from "./index.js";
import { KEEP_MS, unusedFiles } from "./revisions.js";

const HOUR_MS = 60 * 60_000;
const lastRun = new WeakMap<Db, number>();

/** Removes what is past keeping; answers how many revisions and files went. */
export async function purgeRevisions(db: Db, storage: Pick<Storage, "remove">, now = Date.now()) {
  lastRun.set(db, now);
  const before = new Date(now - KEEP_MS).toISOString();
  const latest = db
    .selectFrom("revisions")
    .select((eb) => eb.fn.max("id").as("id"))
    .groupBy(["entity", "record_id"]);
  const gone = await db
    .deleteFrom("revisions")
    .where("created_at", "<", before)
    .where((eb) => eb.or([eb("id", "not in", latest), eb("action", "=", "delete")]))
    .returning("files")
    .execute();
  const named = [...new Set(gone.flatMap((r) => JSON.parse(r.files) as string[]))];
  const files = await unusedFiles(db, named);
  if (files.length) await storage.remove(files);
  return { revisions: gone.length, files: files.length };
}

/** The purge if this process has not run it in the last hour; failures are logged, not thrown. */
export function purgeSometimes(db: Db, storage: Pick<Storage, "remove">, log: Logger): void {
  const last = lastRun.get(db);
  if (last !== undefined && Date.now() - last < HOUR_MS) return;
  purgeRevisions(db, storage)
    .then((done) => {
      if (done.revisions) log.info(done, "revisions purged");
    })
    .catch((error: Error) => log.warn({ error: error.message }, "revisions: purge failed"));
}
