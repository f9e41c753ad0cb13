// The column types and defaults that differ between SQLite and PostgreSQL (ADR 0010), so one
// migration serves both engines and SQLite's schema stays exactly what it always was.
import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { engineOf } from "../engine.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export function dialectOf(db: Kysely<any>) {
  const pg = engineOf(db) === "postgres";
  return {
    /** SQLite's integer is 64-bit; PostgreSQL's integer is 32-bit, so bigint there. */
    int: pg ? ("bigint" as const) : ("integer" as const),
    /** An auto-numbered key: AUTOINCREMENT (ids never reused) or an identity column. */
    id: (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    // Timestamps are ISO 8601 UTC text on both engines (conventions): it sorts chronologically,
    // compares with the strings the code writes (nowIso) and is what the API returns.
    now: pg
      ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}
