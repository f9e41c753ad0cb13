// The PostgreSQL database the replicas share (docs/deploy.md, "More than one machine"): the app
// keeps its rate-limit counters there and announces saves on it. With SQLite (one machine) there
// is none, and every caller keeps its in-process version.
import pg from "pg";
import { databaseUrl } from "~/modules/env/env.server";

let pool: pg.Pool | null | undefined;

/** DATABASE_URL when it names a PostgreSQL database, else null. */
export function sharedDatabaseUrl(): string | null {
  const url = databaseUrl();
  return url && /^postgres(ql)?:\/\//.test(url) ? url : null;
}

/** A small pool on the shared database (made on first use), or null on one machine. */
export function sharedPool(): pg.Pool | null {
  if (pool !== undefined) return pool;
  const url = sharedDatabaseUrl();
  // A few connections: counters and announcements are one short statement each.
  pool = url ? new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 30_000 }) : null;
  // An idle connection the server drops (restart, failover) must not crash the app.
  pool?.on("error", () => {});
  return pool;
}
