import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./types.js";

const INT8 = 20;

// pg returns bigint as a string; ids stay far below 2^53 (validation takes at most 15 digits).
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

export function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, types });
  // A dropped idle connection emits "error"; the pool replaces it, so the process must not die.
  pool.on("error", (error) => {
    process.stderr.write(`provider: idle database connection lost: ${error.message}\n`);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
