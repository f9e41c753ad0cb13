// Schema and first-start data (admin account, the editable pages, demo content) in one step that
// replicas may run at the same moment: on PostgreSQL it holds an advisory lock, so one replica
// migrates and seeds while the others wait and then find the work done (ADR 0010).
import { sql } from "kysely";
import { engineOf, migrate, type Db } from "./index.js";
import type { Storage } from "../storage/index.js";
import { ensureAdmin, seedDemo, type AdminResult } from "./seed/index.js";
import { fillListKeys } from "./list-keys.js";
import { ensurePages } from "./seed/pages.js";
import { ensureSettings } from "../settings/store.js";

// Any fixed number shared by every replica of this product; other applications on the same
// database would have to pick another one.
const FIRST_START_LOCK = 0x636f_7369_7465n; // "cosite"

/** Runs `work` while holding the first-start lock (PostgreSQL); SQLite has one process. */
export async function withFirstStartLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== "postgres") return work();
  // A session-level lock on one pooled connection; the work itself may use others. If the
  // process dies holding it, the server ends the session and frees the lock.
  return db.connection().execute(async (conn) => {
    const key = String(FIRST_START_LOCK);
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(conn);
    }
  });
}

export type FirstStartOptions = {
  adminEmail: string;
  adminPassword?: string;
  /** Demo content only when true, and only into a database without content. */
  seedDemo: boolean;
  /** Where the demo content's pictures go, and the image workers that draw them. */
  storage: Pick<Storage, "driver" | "images">;
  /** SEED_IMAGE_CACHE: encoded demo pictures kept between first starts (tests). */
  seedImageCache?: string;
};

export type FirstStartResult = { admin: AdminResult; seeded: boolean };

export async function prepareDatabase(db: Db, opts: FirstStartOptions): Promise<FirstStartResult> {
  return withFirstStartLock(db, async () => {
    await migrate(db);
    const admin = await ensureAdmin(db, opts.adminEmail, opts.adminPassword);
    // The site's own pages, demo or not: nothing visible changes until staff edit them.
    await ensurePages(db);
    const seeded = opts.seedDemo ? await seedDemo(db, opts.storage, opts.seedImageCache) : false;
    // The demo content's search and sort keys (server/db/list-keys.ts); a no-op on later starts.
    await fillListKeys(db);
    // After the demo content: the home page's featured services are the ones it showed before.
    await ensureSettings(db);
    return { admin, seeded };
  });
}
