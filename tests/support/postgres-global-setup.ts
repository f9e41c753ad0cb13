// Vitest global setup of the "postgres" project (tests/vitest.config.ts): finds or starts one
// PostgreSQL server for the whole run and hands its URL to the test files through `inject`, with
// a database migrated once that the provider tests copy instead of migrating their own.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrate, openDb } from "../../server/db/index.js";
import { createDatabase, findPostgres, untilDisconnected } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** Maintenance URL of the server the provider tests make their databases on. */
    postgresUrl: string;
    /** A database holding the provider's schema, to copy (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await findPostgres();
  const template = await createDatabase(server.url, "migrated");
  const db = openDb({ kind: "postgres", url: template.url });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  // A database is copied only while nobody is connected to it.
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await untilDisconnected(client, template.name).finally(() => client.end());
  project.provide("postgresUrl", server.url);
  project.provide("postgresTemplate", template.name);
  return async () => {
    await template.drop();
    await server.stop();
  };
}
