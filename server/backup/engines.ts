import { databaseTarget as configuredDatabase } from "../config.js";

export type { DatabaseEngine, DatabaseTarget } from "./engine-types.js";
import type { DatabaseEngine, DatabaseTarget } from "./engine-types.js";

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
