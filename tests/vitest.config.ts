import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export default defineConfig({
  root,
  resolve: { alias: { "~core": path.join(root, "core"), "~": path.join(root, "app") } },
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Many files mostly wait on servers, child processes and timers: a third worker fills the
    // idle time of a 2-core machine (docs/performance.md, "Test suite").
    maxWorkers: 3,
    // A worker runs file after file in one module cache: node_modules load once per worker, not
    // once per file (most of the suite's import time); tests/support/fresh-modules.ts gives each
    // file fresh copies of our own modules, which read the environment when loaded and keep state.
    isolate: false,
    setupFiles: ["tests/support/fresh-modules.ts"],
    // The provider runs on SQLite and on PostgreSQL, so its contract tests run once per engine
    // (ADR 0010): "postgres" repeats them against a fresh database on the server that
    // tests/support/postgres.ts finds or starts.
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, "tests/integration/site/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["tests/integration/provider/**/*.test.ts"],
          globalSetup: ["tests/support/postgres-global-setup.ts"],
        },
      },
      // What crawlers, link previews and visitors without JavaScript read is the server's HTML:
      // read over HTTP from one product started for the project (docs/conventions.md, "Tests").
      {
        extends: true,
        test: {
          name: "site",
          include: ["tests/integration/site/**/*.test.ts"],
          globalSetup: ["tests/support/site-global-setup.ts"],
          // A round that meets another file's new record waits out the app's read cache (ADR 0004).
          testTimeout: 90_000,
        },
      },
    ],
  },
});
