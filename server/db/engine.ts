// Which engine a Kysely instance (or a transaction of one) runs on, for the few statements that
// must differ between SQLite and PostgreSQL (ADR 0010). Everything else is one query for both.
import { PostgresAdapter, type Kysely } from "kysely";

export type Engine = "sqlite" | "postgres";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations pass Kysely<any>
export function engineOf(db: Kysely<any>): Engine {
  // getExecutor() is marked internal in Kysely's typings but is the only handle a transaction
  // shares with its parent; the adapter is the dialect's own description of its SQL.
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
