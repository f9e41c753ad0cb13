// Runs the built product the way production does (`node server/bin/start.mjs`, or one of its two
// processes alone) on ephemeral ports with a temporary DATA_DIR, and keeps every line it prints.
// Needs `npm run build` first (start.mjs would build what is missing, slowly).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { png } from "../provider/files";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const API_KEY = "ops-api-key-must-never-be-logged";
export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "ops-admin-password-never-logged";
export const SESSION_SECRET = "ops-session-secret-never-logged";

export function requireBuild() {
  for (const file of [
    "build/index.js",
    "server/dist/index.js",
    "server/dist/image-worker.js",
    "server/dist/app-server.js",
  ]) {
    if (!existsSync(path.join(root, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` before the ops tests`);
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitFor(url: string, ok = (status: number) => status === 200, ms = 60_000) {
  const deadline = Date.now() + ms;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (ok(response.status)) return;
      last = String(response.status);
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} not ready within ${ms} ms (${last})`);
}

export type Proc = {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export function run(args: string[], env: Record<string, string>): Proc {
  return runCommand(process.execPath, args, env);
}

/** `run` for another program than Node itself, such as `npm`. */
export function runCommand(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // A group of its own: SIGKILL reaches the supervisor's children too (see stop()).
    detached: true,
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const collect = (into: string[]) => {
    let rest = "";
    return (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      into.push(...lines);
    };
  };
  child.stdout!.on("data", collect(stdout));
  child.stderr!.on("data", collect(stderr));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return {
    child,
    stdout,
    stderr,
    exited,
    async stop(signal = "SIGTERM") {
      if (signal === "SIGKILL" && child.pid) {
        // `npm start` cannot pass on a SIGKILL: its app and provider would live on, holding
        // their ports and test databases, for the rest of the run. The whole group goes.
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // The group is gone already.
        }
      } else if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Fails at once, with what the process printed, when it exits before `ready`. */
async function untilExit(proc: Proc, ready: Promise<void>) {
  const died = proc.exited.then((code) => {
    throw new Error(
      `exited (${code}) before ready:\n${[...proc.stdout, ...proc.stderr].join("\n")}`,
    );
  });
  await Promise.race([ready, died]);
}

export async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ops-data-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The whole product as `npm start` runs it: provider on loopback, then the app. `readyMs` is how
 * long it may take to answer /healthz (a first start that seeds the demo content takes longer);
 * `npm` starts it through `npm start` itself instead of `node server/bin/start.mjs`.
 */
export async function startProduct(
  extraEnv: Record<string, string> = {},
  { readyMs = 60_000, npm = false }: { readyMs?: number; npm?: boolean } = {},
) {
  requireBuild();
  const [port, providerPort] = [await freePort(), await freePort()];
  const data = await tempDataDir();
  const [command, args] = npm ? ["npm", ["start"]] : [process.execPath, ["server/bin/start.mjs"]];
  const proc = runCommand(command, args, {
    PORT: String(port),
    HOST: "127.0.0.1",
    PROVIDER_PORT: String(providerPort),
    DATA_DIR: data.dir,
    PROVIDER_API_KEY: API_KEY,
    SESSION_SECRET,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: "false",
    RATE_LIMIT_SCALE: "10000",
    ...extraEnv,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const providerURL = `http://127.0.0.1:${providerPort}`;
  try {
    await untilExit(proc, waitFor(`${baseURL}/healthz`, undefined, readyMs));
  } catch (error) {
    await proc.stop("SIGKILL");
    throw new Error(`${error}\n${proc.stdout.join("\n")}\n${proc.stderr.join("\n")}`);
  }
  return { ...proc, baseURL, providerURL, dataDir: data.dir, removeData: data.remove };
}

/** The provider process alone (server/dist/index.js), as start.mjs runs it. */
export async function startProvider(dataDir: string, extraEnv: Record<string, string> = {}) {
  requireBuild();
  const port = await freePort();
  const proc = run(["server/dist/index.js"], {
    PROVIDER_PORT: String(port),
    DATA_DIR: dataDir,
    PROVIDER_API_KEY: API_KEY,
    TOKEN_SECRET: "ops-token-secret-never-logged",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: "false",
    RATE_LIMIT_SCALE: "10000",
    ...extraEnv,
  });
  const url = `http://127.0.0.1:${port}`;
  await untilExit(proc, waitFor(`${url}/api/health`));
  return { ...proc, url };
}

/**
 * The app alone against any provider URL: our server (server/dist/app-server.js, as `npm start`
 * runs it) or, with `plain`, the framework's own `remix-serve build/index.js`.
 */
export async function startApp(
  providerUrl: string,
  extraEnv: Record<string, string> = {},
  { plain = false }: { plain?: boolean } = {},
) {
  requireBuild();
  const port = await freePort();
  const command = plain
    ? [path.join(root, "node_modules/@remix-run/serve/dist/cli.js"), "build/index.js"]
    : ["server/dist/app-server.js"];
  const proc = run(command, {
    PORT: String(port),
    HOST: "127.0.0.1",
    PROVIDER_URL: providerUrl,
    PROVIDER_API_KEY: API_KEY,
    SESSION_SECRET,
    ...extraEnv,
  });
  const url = `http://127.0.0.1:${port}`;
  await untilExit(proc, waitFor(`${url}/livez`));
  return { ...proc, url };
}

/** Parsed JSON lines of a process's output (other lines are returned apart). */
export function jsonLines(lines: string[]) {
  const records: Record<string, unknown>[] = [];
  const other: string[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      other.push(line);
    }
  }
  return { records, other };
}

/** A category published through the dashboard's form (its picture a small PNG): the answer's status. */
export async function saveCategory(base: string, cookie: string, name: string) {
  const form = new FormData();
  form.set("intent", "publish");
  form.set("back", "/dashboard/categories");
  form.set("ar_name", `فئة ${name}`);
  form.set("en_name", name);
  form.set("image", new Blob([new Uint8Array(await png())], { type: "image/png" }), "picture.png");
  const response = await fetch(`${base}/dashboard/categories`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, Cookie: cookie },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}
