// Vitest global setup of the "postgres" project (tests/vitest.config.ts): finds or starts one
// PostgreSQL server for the whole run and hands its URL to the test files through `inject`.
import type { TestProject } from "vitest/node";
import { findPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** Maintenance URL of the server the provider tests make their databases on. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await findPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
