// Starts the real product (provider, SQLite, Remix app) on a fresh data directory for Playwright.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.E2E_PORT || 3310);
const providerPort = Number(process.env.E2E_PROVIDER_PORT || port + 1000);
const dataDir = path.join(root, "tests/.tmp", `e2e-data-${port}`);

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
    NODE_ENV: "production",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGTERM"));
child.on("exit", (code) => process.exit(code ?? 0));
