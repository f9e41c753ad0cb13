// Starts the real product (provider, database, Remix app) on a fresh data directory for
// Playwright. With E2E_DATABASE=postgres the provider runs on a fresh PostgreSQL database
// (tests/support/postgres.ts finds the server) with the secrets replicas share (ADR 0010).
// Node runs this file as it is: TypeScript comes in through tsx, never the runtime's type
// stripping, which the oldest supported Node lacks (README, "The two commands").
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.E2E_PORT || 3310);
const providerPort = Number(process.env.E2E_PROVIDER_PORT || port + 1000);
const dataDir = path.join(root, "tests/.tmp", `e2e-data-${port}`);
// Where tests find the database when it is not the data folder's SQLite file (product-db.ts).
const databaseUrlFile = path.join(root, "tests/.tmp", `e2e-database-${port}.url`);

/** The environment that selects a fresh PostgreSQL database, and how to remove it afterwards. */
async function postgresDatabase() {
  const { freshPostgresDatabase } = await tsImport("../support/postgres.ts", import.meta.url);
  const database = await freshPostgresDatabase("e2e");
  writeFileSync(databaseUrlFile, database.url);
  return {
    env: {
      DATABASE_URL: database.url,
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      TOKEN_SECRET: "e2e-token-secret-0123456789abcdef",
    },
    drop: async () => {
      rmSync(databaseUrlFile, { force: true });
      await database.drop();
    },
  };
}

const { e2eEnv } = await tsImport("./env.ts", import.meta.url);

rmSync(databaseUrlFile, { force: true });
const database =
  process.env.E2E_DATABASE === "postgres"
    ? await postgresDatabase()
    : { env: {}, drop: async () => {} };

rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["server/bin/start.mjs"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(port),
    PROVIDER_PORT: String(providerPort),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "e2e-admin-password",
    PROVIDER_API_KEY: "e2e-api-key-never-in-a-response",
    SEED_DEMO: "true",
    // Encoded demo pictures kept between runs: their AVIF variants are most of a seed's time.
    SEED_IMAGE_CACHE: path.join(root, "tests/.tmp/seed-images"),
    // Every e2e visitor shares one address; scale the provider's rate limits so tests do not trip them.
    RATE_LIMIT_SCALE: "50",
    // Forms may be posted sooner than spec §5's 2 s (e2eEnv.minFillMs, tests/e2e/env.ts).
    FORM_MIN_FILL_MS: String(e2eEnv.minFillMs),
    NODE_ENV: "production",
    ...database.env,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGTERM"));
child.on("exit", (code) => {
  database.drop().then(
    () => process.exit(code ?? 0),
    () => process.exit(code ?? 1),
  );
});
