// The engine for several replicas: PostgreSQL through pg's pool (ADR 0010).
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./types.js";

const INT8 = 20;

// Keys and counts are bigint on PostgreSQL (SQLite's integers are 64-bit too), and pg hands
// bigint back as a string; the API shows numbers, and ids stay far below 2^53 (validation takes
// at most 15 digits), so they are read as numbers.
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

export function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, types });
  // An idle connection that the server drops (restart, failover) emits "error" on the pool; the
  // pool replaces it on next use, so the process must not die of it.
  pool.on("error", (error) => {
    process.stderr.write(`provider: idle database connection lost: ${error.message}\n`);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
