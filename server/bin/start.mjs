#!/usr/bin/env node
// `npm start`: build what is missing, start the bundled provider on loopback (unless PROVIDER_URL
// points at another one), then the Remix app; stop both cleanly on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PROVIDER_NODE_FLAGS } from "./node-flags.mjs";
import { loadSecrets, resolveDataDir } from "./secrets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
const dev = process.argv.includes("--dev");
const env = process.env;
const dataDir = resolveDataDir(env);
const providerPort = Number(env.PROVIDER_PORT || 4000);
const external = Boolean(env.PROVIDER_URL);
const providerUrl = env.PROVIDER_URL || `http://127.0.0.1:${providerPort}`;
const secrets = loadSecrets(dataDir, env);
// Each process drains for at most 10 s (app first, then the provider), plus a little slack.
const STOP_GRACE_MS = 22_000;

function log(message) {
  process.stdout.write(`${JSON.stringify({ level: "info", source: "start", message })}\n`);
}

function buildIfMissing() {
  if (dev) return;
  const steps = [];
  if (!existsSync(path.join(root, "build/index.js"))) steps.push("build:app");
  if (!external && !existsSync(path.join(root, "server/dist/index.js")))
    steps.push("build:provider");
  for (const step of steps) {
    log(`building (${step})`);
    const result = spawnSync("npm", ["run", step], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const children = [];
let stopping = false;

function start(name, command, args, extraEnv) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...env, DATA_DIR: dataDir, ...extraEnv },
  });
  child.on("exit", (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping) {
      log(`${name} exited (${signal ?? code}); stopping`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

async function waitForProvider() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${providerUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`provider did not answer at ${providerUrl}/api/health within 60 s`);
}

function waitExit(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", resolve);
  });
}

// The app goes first so requests in flight can still reach the provider while they finish.
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => {
    for (const child of children) child.kill("SIGKILL");
    process.exit(code || 1);
  }, STOP_GRACE_MS);
  timer.unref();
  for (const child of [...children].reverse()) {
    child.kill("SIGTERM");
    await waitExit(child);
  }
  process.exit(code);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

buildIfMissing();

if (!external) {
  const providerEnv = {
    PROVIDER_PORT: String(providerPort),
    PROVIDER_API_KEY: secrets.apiKey,
    TOKEN_SECRET: secrets.tokenSecret,
  };
  if (dev)
    start(
      "provider",
      process.execPath,
      [require.resolve("tsx/cli"), "watch", "server/index.ts"],
      providerEnv,
    );
  else
    start(
      "provider",
      process.execPath,
      [...PROVIDER_NODE_FLAGS, "server/dist/index.js"],
      providerEnv,
    );
  try {
    await waitForProvider();
  } catch (error) {
    log(String(error));
    await stop(1);
  }
}

const appEnv = {
  PROVIDER_URL: providerUrl,
  PROVIDER_API_KEY: secrets.apiKey,
  SESSION_SECRET: env.SESSION_SECRET || secrets.sessionSecret,
  PORT: env.PORT || "3000",
  HOST: env.HOST || "0.0.0.0",
};
if (dev) {
  start("app", process.execPath, [require.resolve("@remix-run/dev/dist/cli.js"), "dev"], appEnv);
} else {
  start(
    "app",
    process.execPath,
    [require.resolve("@remix-run/serve/dist/cli.js"), "build/index.js"],
    {
      NODE_ENV: env.NODE_ENV || "production",
      ...appEnv,
    },
  );
}
log(`app on http://localhost:${appEnv.PORT} (provider ${providerUrl})`);
