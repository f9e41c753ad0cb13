/**
 * The database half of a backup, one engine per file: SQLite here, PostgreSQL beside it
 * (server/backup/postgres-engine.ts). An engine writes one dump file into the backup folder
 * and reads it back; everything else (files, manifest, secrets) is the same for all engines.
 */
import { databaseTarget as configuredDatabase } from "../config.js";

export type DatabaseTarget =
  { engine: "sqlite"; file: string } | { engine: "postgres"; url: string };

export interface DatabaseEngine {
  readonly name: DatabaseTarget["engine"];
  /** The dump's file name inside the backup folder. */
  readonly dumpName: string;
  /** Writes a consistent copy while the provider runs; answers row counts when it can. */
  dump(file: string): Promise<{ tables?: Record<string, number> }>;
  /**
   * Puts the dump back. Without `force` an existing database with data is refused; with it,
   * the database is replaced. The provider must be stopped (docs/deploy.md, "Backups").
   */
  restore(file: string, options: { force: boolean }): Promise<void>;
}

/** The same reading of DATABASE_URL as the provider's (server/config.ts). */
export function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  const target = configuredDatabase(url?.trim() || undefined, dataDir);
  return target.kind === "postgres"
    ? { engine: "postgres", url: target.url }
    : { engine: "sqlite", file: target.file };
}

export async function engineFor(target: DatabaseTarget): Promise<DatabaseEngine> {
  if (target.engine === "postgres") {
    const { postgresEngine } = await import("./postgres-engine.js");
    return postgresEngine(target.url);
  }
  const { sqliteEngine } = await import("./sqlite-engine.js");
  return sqliteEngine(target.file);
}
