#!/usr/bin/env node
// Node check first, before anything else loads.
import { exitUnlessSupportedNode } from "./node-version.mjs";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appWorkers } from "./app-workers.mjs";
import { APP_NODE_FLAGS, PROVIDER_NODE_FLAGS } from "./node-flags.mjs";
import { publicUrlWarning } from "./public-url.mjs";
import { loadSecrets, replicaSecretsProblem, resolveDataDir } from "./secrets.mjs";
import { createSupervisor, isRunning } from "./supervise.mjs";

exitUnlessSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
const dev = process.argv.includes("--dev");
const env = process.env;
const dataDir = resolveDataDir(env);
const providerPort = Number(env.PROVIDER_PORT || 4000);
const external = Boolean(env.PROVIDER_URL);
const providerUrl = env.PROVIDER_URL || `http://127.0.0.1:${providerPort}`;
// Refuse before generating any secrets (ADR 0010).
const unshared = replicaSecretsProblem(env) ?? appWorkers(env).problem;
if (unshared) {
  process.stderr.write(`start: ${unshared}\n`);
  process.exit(1);
}
const secrets = loadSecrets(dataDir, env);
// Each process drains for at most 10 s, app first, plus slack.
const STOP_GRACE_MS = 22_000;

/** @type {import("./supervise.mjs").Log} */
function log(message, fields = {}, level = "info") {
  process.stdout.write(`${JSON.stringify({ level, source: "start", message, ...fields })}\n`);
}

function restartPolicy() {
  const firstDelayMs = Number(env.RESTART_DELAY_MS);
  return env.RESTART_DELAY_MS && Number.isFinite(firstDelayMs) && firstDelayMs >= 0
    ? { firstDelayMs }
    : {};
}

function buildIfMissing() {
  if (dev) return;
  const steps = [];
  if (!existsSync(path.join(root, "build/index.js"))) steps.push("build:app");
  // The demo pictures ready-encoded (ADR 0020): a dist built before them still gets them.
  const provider = ["index.js", "image-worker.js", "seed-images/manifest.json"].map((f) =>
    path.join(root, "server/dist", f),
  );
  if (!provider.every((file) => existsSync(file))) steps.push("build:provider");
  for (const step of steps) {
    log(`building (${step})`);
    // npm's and the compiler's own lines go to stderr: stdout carries JSON log lines only.
    const result = spawnSync("npm", ["run", step], { cwd: root, stdio: ["ignore", 2, 2] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

let stopping = false;
const supervisor = createSupervisor({
  log,
  policy: restartPolicy(),
  onGiveUp: ({ message, ...fields }) => {
    log(message, fields, "error");
    void stop(1);
  },
});

function start(name, command, args, extraEnv, options) {
  const launch = () =>
    spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...env, DATA_DIR: dataDir, ...extraEnv },
    });
  return supervisor.start(name, launch, options);
}

// The provider answers once its migrations and the first start's demo content (pictures encoded)
// are done: minutes on a busy 2-core machine with PostgreSQL. It is alive all that while; a
// provider that dies is caught at once below.
const PROVIDER_START_LIMIT_S = 300;

async function waitForProvider(child) {
  const deadline = Date.now() + PROVIDER_START_LIMIT_S * 1000;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error("provider exited before it answered /api/health");
    try {
      const res = await fetch(`${providerUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `provider did not answer at ${providerUrl}/api/health within ${PROVIDER_START_LIMIT_S} s`,
  );
}

// The app first, so requests in flight can still reach the provider.
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => {
    for (const child of supervisor.running()) child.kill("SIGKILL");
    process.exit(code || 1);
  }, STOP_GRACE_MS);
  timer.unref();
  await supervisor.stop();
  process.exit(code);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// Started by a parent that is gone (an `npm start` killed, a shell closed): stop as on SIGTERM
// rather than serve on unseen. A container's PID 1 (parent 0) never changes.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid === parent) return;
  log("parent process gone; stopping", { parent });
  void stop(0);
}, 1000).unref();

buildIfMissing();

if (!external) {
  const providerEnv = {
    PROVIDER_PORT: String(providerPort),
    PROVIDER_API_KEY: secrets.apiKey,
    TOKEN_SECRET: secrets.tokenSecret,
  };
  const providerOptions = { ready: waitForProvider };
  const provider = dev
    ? start(
        "provider",
        process.execPath,
        [require.resolve("tsx/cli"), "watch", "server/index.ts"],
        providerEnv,
        providerOptions,
      )
    : start(
        "provider",
        process.execPath,
        [...PROVIDER_NODE_FLAGS, "server/dist/index.js"],
        providerEnv,
        providerOptions,
      );
  await provider.ready;
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
  const warning = publicUrlWarning(env);
  if (warning) log(warning, {}, "warn");
  start("app", process.execPath, [...APP_NODE_FLAGS, "server/dist/app-server.js"], {
    NODE_ENV: env.NODE_ENV || "production",
    ...appEnv,
  });
}
log(`app on http://localhost:${appEnv.PORT} (provider ${providerUrl})`, { pid: process.pid });
