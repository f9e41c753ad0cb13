// Each live record keeps its latest revision whatever its age (docs/publishing.md). Idempotent,
// so replicas may run it at the same time.
import type { Logger } from "../log.js";
import type { Storage } from "../storage/index.js";
import type { Db } from "./index.js";
import { KEEP_MS, unusedFiles } from "./revisions.js";

const HOUR_MS = 60 * 60_000;
const lastRun = new WeakMap<Db, number>();

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

export function purgeSometimes(db: Db, storage: Pick<Storage, "remove">, log: Logger): void {
  const last = lastRun.get(db);
  if (last !== undefined && Date.now() - last < HOUR_MS) return;
  purgeRevisions(db, storage)
    .then((done) => {
      if (done.revisions) log.info(done, "revisions purged");
    })
    .catch((error: Error) => log.warn({ error: error.message }, "revisions: purge failed"));
}
