// The provider alone for the provider benches: bundled as in production, privately for one run
// (a bench never overwrites server/dist while someone else uses it), started on a free port with
// the bench's key and admin, and logged in to.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { PROVIDER_NODE_FLAGS } from "../../../server/bin/node-flags.mjs";
import { freePort, waitFor } from "./measure.mjs";
import { start, tempDir } from "./processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export async function bundleProvider() {
  // Inside the repository so the bundle's bare imports resolve to ./node_modules.
  mkdirSync(path.join(root, "tests/.tmp"), { recursive: true });
  const dir = tempDir("bench-provider-", path.join(root, "tests/.tmp"));
  await build({
    // The image worker beside index.js, where the provider forks it from (ADR 0016).
    entryPoints: {
      index: path.join(root, "server/index.ts"),
      "image-worker": path.join(root, "server/storage/image-worker.ts"),
    },
    outdir: dir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // The provider's mail templates are TSX (server/build.mjs does the same).
    jsx: "automatic",
    logLevel: "warning",
  });
  return path.join(dir, "index.js");
}

export const API_KEY = "bench-api-key-0123456789";
export const ADMIN = { email: "admin@bench.test", password: "bench-admin-password" };

/** Starts `bundle` on `dataDir` (and `env`: another database) and waits until it answers. */
export async function startBenchProvider(
  bundle,
  { dataDir, logFile, flags = PROVIDER_NODE_FLAGS, env = {} },
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = start(process.execPath, [...flags, bundle], {
    cwd: root,
    logFile,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PROVIDER_PORT: String(port),
      PROVIDER_HOST: "127.0.0.1",
      PROVIDER_API_KEY: API_KEY,
      TOKEN_SECRET: "bench-token-secret-0123456789",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "false",
      // One address sends every request; the save would otherwise meet the write limits.
      RATE_LIMIT_SCALE: "10000",
      ...env,
    },
  });
  await waitFor(`${base}/api/health`, 60_000);
  return { child, base };
}

/** A provider call with the bench's key; anything but 200 is an error. */
export async function call(base, pathname, init = {}) {
  const res = await fetch(`${base}${pathname}`, {
    ...init,
    headers: { apikey: API_KEY, lang: "en", accept: "application/json", ...init.headers },
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export const form = (fields) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** The admin's token, as the dashboard's calls carry it. */
export async function adminHeaders(base) {
  const { token } = await call(base, "/api/login", form(ADMIN));
  return { token, authorization: `Bearer ${token}` };
}
