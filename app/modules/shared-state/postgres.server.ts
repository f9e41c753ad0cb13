// docs/deploy.md, "More than one machine". With SQLite there is none.
import pg from "pg";
import { databaseUrl } from "~/modules/env/env.server";

let pool: pg.Pool | null | undefined;

export function sharedDatabaseUrl(): string | null {
  const url = databaseUrl();
  return url && /^postgres(ql)?:\/\//.test(url) ? url : null;
}

export function sharedPool(): pg.Pool | null {
  if (pool !== undefined) return pool;
  const url = sharedDatabaseUrl();
  pool = url ? new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 30_000 }) : null;
  // An idle connection the server drops (restart, failover) must not crash the app.
  pool?.on("error", () => {});
  return pool;
}
