// Replicas may start at the same moment: on PostgreSQL an advisory lock lets one migrate and seed
// while the others wait and then find the work done (ADR 0010).
import { sql } from "kysely";
import { engineOf, migrate, type Db } from "./index.js";
import type { Storage } from "../storage/index.js";
import { SHIPPED_SEED_IMAGES } from "./seed/image-cache.js";
import {
  ensureAdmin,
  hasContent,
  insertDemo,
  storeDemoPictures,
  type AdminResult,
} from "./seed/index.js";
import { fillListKeys } from "./list-keys.js";
import { fillSlugs } from "./slugs.js";
import { ensurePages } from "./seed/pages.js";
import { ensureSettings } from "../settings/store.js";

// Shared by every replica; another application on the same database must pick another one.
const FIRST_START_LOCK = 0x636f_7369_7465n; // "cosite"

export async function withFirstStartLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== "postgres") return work();
  // If the process dies holding this session-level lock, the server frees it.
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
  /** Only into a database without content. */
  seedDemo: boolean;
  storage: Pick<Storage, "driver" | "images">;
  /** The demo pictures the build encoded (ADR 0020): the folder shipped with the bundle if unset. */
  seedImages?: string;
  /** Encoded demo pictures kept between first starts (tests). */
  seedImageCache?: string;
};

export type FirstStartResult = { admin: AdminResult; seeded: boolean };

export async function prepareDatabase(db: Db, opts: FirstStartOptions): Promise<FirstStartResult> {
  return withFirstStartLock(db, async () => {
    await migrate(db);
    const folders = { shipped: opts.seedImages ?? SHIPPED_SEED_IMAGES, cache: opts.seedImageCache };
    // The files before any row, so a failure leaves no half-seeded database.
    const pictures =
      opts.seedDemo && !(await hasContent(db))
        ? await storeDemoPictures(opts.storage, folders)
        : null;
    // One transaction: one commit on PostgreSQL instead of one per row written (docs/performance.md,
    // "First start").
    return db.transaction().execute(async (trx) => {
      const admin = await ensureAdmin(trx, opts.adminEmail, opts.adminPassword);
      // Demo or not: nothing visible changes until staff edit them.
      await ensurePages(trx);
      if (pictures) await insertDemo(trx, pictures);
      await fillListKeys(trx);
      await fillSlugs(trx);
      // After the demo content: the home page's featured services are the ones it showed before.
      await ensureSettings(trx);
      return { admin, seeded: Boolean(pictures) };
    });
  });
}
