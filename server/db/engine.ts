// For the few statements that must differ between SQLite and PostgreSQL (ADR 0010).
import { PostgresAdapter, type Kysely } from "kysely";

export type Engine = "sqlite" | "postgres";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations pass Kysely<any>
export function engineOf(db: Kysely<any>): Engine {
  // getExecutor() is internal in Kysely's typings but is the only handle a transaction shares
  // with its parent.
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
