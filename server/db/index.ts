// SQLite by default, PostgreSQL for replicas (ADR 0010).
import { Migrator, type Kysely, type MigrationProvider } from "kysely";
import { migrations } from "./migrations/index.js";
import { openPostgres } from "./postgres.js";
import { openSqlite } from "./sqlite.js";
import type { Database } from "./types.js";

export { engineOf, type Engine } from "./engine.js";

export type Db = Kysely<Database>;

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** A plain string names a SQLite file (":memory:" included). */
export function openDb(target: DatabaseTarget | string): Db {
  const t: DatabaseTarget = typeof target === "string" ? { kind: "sqlite", file: target } : target;
  return t.kind === "postgres" ? openPostgres(t.url) : openSqlite(t.file);
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
