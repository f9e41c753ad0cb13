// What the backup specs share: a database to back up or restore into on the run's engine.
import path from "node:path";
import { inject } from "vitest";
import type { DatabaseTarget } from "../../../server/backup/engines.js";
import { openDb } from "../../../server/db/index.js";
import { createDatabase } from "../../support/postgres.js";
import { ENGINE, type StartOptions } from "./harness.js";

export type EmptyDatabase = {
  target: DatabaseTarget;
  start: Pick<StartOptions, "databaseUrl">;
  /** The database is gone, as with the machine that held it. */
  lose(): Promise<void>;
};

export const DUMP = ENGINE === "sqlite" ? "database.sqlite" : "database.pgdump";

/** Categories in the database, read straight from it. */
export async function countCategories(target: DatabaseTarget): Promise<number> {
  const db = openDb(
    target.engine === "sqlite" ? target.file : { kind: "postgres", url: target.url },
  );
  try {
    const { n } = await db
      .selectFrom("categories")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(n);
  } finally {
    await db.destroy();
  }
}

/** The SQLite file of the data folder, or a new database on the run's PostgreSQL server. */
export async function emptyDatabase(dataDir: string): Promise<EmptyDatabase> {
  const server = inject("postgresUrl");
  if (ENGINE === "sqlite" || !server) {
    const file = path.join(dataDir, "provider.sqlite");
    return { target: { engine: "sqlite", file }, start: {}, lose: async () => {} };
  }
  const database = await createDatabase(server, "backup");
  return {
    target: { engine: "postgres", url: database.url },
    start: { databaseUrl: database.url },
    lose: database.drop,
  };
}
