// One migration serves both engines and SQLite's schema stays exactly what it was (ADR 0010).
import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { engineOf } from "../engine.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export function dialectOf(db: Kysely<any>) {
  const pg = engineOf(db) === "postgres";
  return {
    /** PostgreSQL's integer is 32-bit. */
    int: pg ? ("bigint" as const) : ("integer" as const),
    /** AUTOINCREMENT: ids never reused. */
    id: (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    // ISO 8601 UTC text sorts chronologically and is what the API returns.
    now: pg
      ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}
