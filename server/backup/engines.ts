/**
 * The database half of a backup, one engine per file: SQLite here, PostgreSQL beside it
 * (server/backup/postgres-engine.ts). An engine writes one dump file into the backup folder
 * and reads it back; everything else (files, manifest, secrets) is the same for all engines.
 */
import { databaseTarget as configuredDatabase } from "../config.js";

export type { DatabaseEngine, DatabaseTarget } from "./engine-types.js";
import type { DatabaseEngine, DatabaseTarget } from "./engine-types.js";

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
