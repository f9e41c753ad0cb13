// `npx tsx tests/bench/first-start.mjs [--postgres] [--runs N]` (after `npm run build`): `npm start`
// on an empty data folder (and, with --postgres, a freshly created database) until /healthz
// answers 200, then the pictures the home page and /projects reference, each fetched. Prints the
// time to health per run and the provider's own timeline (docs/performance.md, "First start").
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const postgres = args.includes("--postgres");
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const PORT = Number(process.env.BENCH_PORT) || 3301;
const PROVIDER_PORT = PORT + 1000;
const PG = "postgres://postgres@127.0.0.1:5432";
const LIMIT_MS = 300_000;

const psql = (sql) =>
  spawnSync("psql", [`${PG}/postgres`, "-qc", sql], { encoding: "utf8" }).status === 0;

async function healthy(base, started, child) {
  while (Date.now() - started < LIMIT_MS) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("not healthy in time");
}

/** Every /storage/ address in the pages' src and srcset attributes, fetched once. */
async function pictures(base) {
  const urls = new Set();
  for (const page of ["/", "/projects"]) {
    const html = await (await fetch(`${base}${page}`)).text();
    for (const [, list] of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)) {
      for (const part of list.split(",")) {
        const url = part.trim().split(/\s+/)[0].replaceAll("&amp;", "&");
        if (url.startsWith("/storage/")) urls.add(url);
      }
    }
  }
  const failed = [];
  for (const url of urls) {
    const res = await fetch(`${base}${url}`);
    await res.arrayBuffer();
    if (res.status !== 200) failed.push(`${res.status} ${url}`);
  }
  return { count: urls.size, failed };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    process.kill(-child.pid, "SIGTERM");
  });
}

for (let run = 1; run <= runs; run++) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "first-start-bench-"));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: `${PORT}` };
  env.PROVIDER_PORT = `${PROVIDER_PORT}`;
  const database = `firststart_${process.pid}_${run}`;
  if (postgres) {
    psql(`drop database if exists ${database}`);
    if (!psql(`create database ${database}`)) throw new Error("createdb failed");
    Object.assign(env, {
      DATABASE_URL: `${PG}/${database}`,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
      TOKEN_SECRET: "bench-token-secret-0123456789abcdef",
      PROVIDER_API_KEY: "bench-api-key-0123456789abcdef",
    });
  }
  const started = Date.now();
  const child = spawn("npm", ["start"], { cwd: root, env, detached: true });
  const timeline = [];
  let healthAt = 0;
  let buffered = "";
  child.stdout.on("data", (chunk) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) {
      const message = /"(?:msg|message)":"([^"]+)"/.exec(line)?.[1];
      if (message && message !== "request" && !healthAt)
        timeline.push(`${((Date.now() - started) / 1000).toFixed(2)} s ${message}`);
    }
  });
  child.stderr.resume();
  try {
    const ms = await healthy(`http://127.0.0.1:${PORT}`, started, child);
    healthAt = ms;
    const { count, failed } = await pictures(`http://127.0.0.1:${PORT}`);
    console.log(
      `run ${run} (${postgres ? "postgres" : "sqlite"}): healthy after ${(ms / 1000).toFixed(2)} s; ` +
        `${count} picture files on / and /projects, ${failed.length} not 200`,
    );
    for (const line of failed.slice(0, 5)) console.log(`  ${line}`);
    if (args.includes("--timeline")) for (const line of timeline) console.log(`  ${line}`);
  } finally {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    if (postgres) psql(`drop database if exists ${database}`);
  }
}
