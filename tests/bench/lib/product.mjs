// The whole product (provider + Remix app through server/bin/start.mjs, as `npm start` runs it) on
// free loopback ports and a temporary data directory, plus an admin session for dashboard pages.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fillRows, prepareSchema } from "./fill.mjs";
import { freePort, waitFor } from "./measure.mjs";
import { logTail, start, tempDir } from "./processes.mjs";

export const ADMIN = { email: "admin@bench.test", password: "bench-admin-password" };
export const API_KEY = "bench-api-key-0123456789";

/** Builds only what is missing; a fresh build is the caller's job (inside the build lock). */
export function buildIfMissing(root) {
  const missing = ["build/index.js", "server/dist/index.js"].filter(
    (f) => !existsSync(path.join(root, f)),
  );
  if (!missing.length) return;
  console.log(`building (missing ${missing.join(", ")}) ...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** Demo content as on a first start, then `rows` extra categories for the dashboard list. */
async function prepareData(rows) {
  const dataDir = tempDir("bench-product-");
  const file = await prepareSchema(dataDir, { seedDemo: true });
  if (rows > 0) fillRows(file, rows, ["categories"]);
  return { dataDir, databaseFile: file };
}

/**
 * `env` overrides the product's environment (a bench that wants the production limits);
 * `port` and `providerPort` default to free ones; `prepared` is a data folder a bench filled
 * itself (no demo content then).
 */
export async function startProduct(root, { categories, env = {}, port, providerPort, prepared }) {
  const { dataDir, databaseFile } = prepared ?? (await prepareData(categories));
  port ??= await freePort();
  providerPort ??= await freePort();
  const logFile = path.join(dataDir, "product.log");
  const child = start(process.execPath, ["server/bin/start.mjs"], {
    cwd: root,
    logFile,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PROVIDER_PORT: String(providerPort),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PROVIDER_API_KEY: API_KEY,
      SEED_DEMO: prepared ? "false" : "true",
      // Every bench request comes from one address; keep the write limits out of the figures.
      RATE_LIMIT_SCALE: "10000",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`, 120_000);
  } catch (error) {
    console.error(`product log:\n${logTail(logFile, 40)}`);
    throw error;
  }
  return {
    child,
    base,
    providerBase: `http://127.0.0.1:${providerPort}`,
    logFile,
    dataDir,
    databaseFile,
  };
}

/** Logs in through the real login form (POST /auth/login): the Cookie header a browser sends next. */
async function loginCookie(base, credentials) {
  const res = await fetch(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(credentials).toString(),
  });
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (res.status >= 400 || !cookies.length)
    return { cookie: null, reason: `skipped: login answered ${res.status} without a session` };
  return { cookie: cookies.join("; "), reason: null };
}

/**
 * The admin's session, or null with the reason when the login page is not there yet.
 */
export async function adminCookie(root, base) {
  if (!existsSync(path.join(root, "app/routes/_site.auth.login.tsx")))
    return { cookie: null, reason: "skipped: login route missing" };
  const { cookie, reason } = await loginCookie(base, ADMIN);
  if (!cookie) return { cookie, reason };
  // Proves the session is an admin one: a non-admin would be redirected away.
  const check = await fetch(`${base}/dashboard/categories`, {
    redirect: "manual",
    headers: { cookie },
  });
  await check.arrayBuffer();
  if (check.status !== 200)
    return { cookie: null, reason: `skipped: /dashboard/categories answered ${check.status}` };
  return { cookie, reason: null };
}

export const VISITOR = { email: "visitor@bench.test", password: "bench-visitor-password-7" };

/** A visitor's account (registered through the provider, spec §7), signed in as a browser is. */
export async function visitorCookie(base, providerBase) {
  const res = await fetch(`${providerBase}/api/register`, {
    method: "POST",
    headers: {
      apikey: API_KEY,
      lang: "en",
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      username: "benchvisitor",
      ...VISITOR,
      password_confirmation: VISITOR.password,
      country: "Saudi Arabia",
      city: "Riyadh",
      phone: "+966551234567",
      type: "client",
    }).toString(),
  });
  const answer = await res.text();
  if (!res.ok)
    return { cookie: null, reason: `skipped: register answered ${res.status} ${answer}` };
  return loginCookie(base, VISITOR);
}
