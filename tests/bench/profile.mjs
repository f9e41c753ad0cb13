// `npx tsx tests/bench/profile.mjs [scenario ...]` (after `npm run build`): where a request's time
// goes. For each scenario the whole product starts as `npm start` starts it (bench data: demo
// content + 10,000 categories) with V8's sampling profiler on (`--cpu-prof`, written when each
// process exits), autocannon loads one address for PROFILE_SECONDS (10 by default) at 20
// connections, the product stops, and each process's profile is printed as self time per request,
// grouped by module and by function. The .cpuprofile files stay in PROFILE_DIR (a temporary folder
// by default) for Chrome DevTools. Scenarios: livez, home (rendered: a new cookie per request),
// services-api (provider GET /api/services), signed-in (/ for a signed-in visitor), dashboard
// (/dashboard/categories on 10,000 rows). Figures and
// their reading: docs/performance.md, "Where a request's time goes".
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  adminCookie,
  API_KEY,
  buildIfMissing,
  startProduct,
  visitorCookie,
} from "./lib/product.mjs";
import { cleanup, stop } from "./lib/processes.mjs";
import { cpuMs, fmt, processTree, table } from "./lib/measure.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SECONDS = Number(process.env.PROFILE_SECONDS) || 10;
const CONNECTIONS = 20;
const TOP = Number(process.env.PROFILE_TOP) || 25;
const PORT = Number(process.env.PROFILE_PORT) || 0;
const outDir = process.env.PROFILE_DIR || path.join(os.tmpdir(), `profile-${Date.now()}`);

let renders = 0;
const SCENARIOS = {
  livez: (p) => ({ url: `${p.base}/livez` }),
  home: (p) => ({
    url: `${p.base}/`,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, cookie: `render=${++renders}` },
        }),
      },
    ],
  }),
  "signed-in": (p, { visitor }) => ({ url: `${p.base}/`, headers: { cookie: visitor } }),
  dashboard: (p, { admin }) => ({
    url: `${p.base}/dashboard/categories`,
    headers: { cookie: admin },
  }),
  "services-api": (p) => ({
    url: `${p.providerBase}/api/services?page=1`,
    headers: { apikey: API_KEY, lang: "en", accept: "application/json" },
  }),
};

function load(request) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...request }, (e, r) =>
      e ? reject(e) : resolve(r),
    );
  });
}

/** app, provider or the start script, from the process's command line. */
function processName(pid) {
  const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  if (/app-server/.test(args)) return "app";
  if (/server\/dist\/index\.js/.test(args)) return "provider";
  if (/start\.mjs/.test(args)) return "start";
  return `pid ${pid}`;
}

/** Module of a call frame: a package name, a file of ours, or V8's own bucket. */
function moduleOf(url) {
  if (!url) return "(V8/native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("file://")) return path.relative(root, fileURLToPath(url));
  if (url.startsWith("/")) return path.relative(root, url);
  return url;
}

/** The parts docs/performance.md reads a profile by. */
function partOf({ url, functionName }) {
  if (functionName === "(garbage collector)") return "GC";
  const parts = [
    [/@remix-run\/router/, "Remix route matching (@remix-run/router)"],
    [/react-dom|\/react\/|react-router/, "React render"],
    [/@remix-run\/(react|server-runtime|express|node)/, "Remix runtime and adapter"],
    [/undici|webstreams|encoding/, "fetch, web streams, text encoding"],
    [/kysely|better-sqlite3|\/pg\//, "SQL (kysely and driver)"],
    [/\/zod\//, "zod"],
    [/fastify|find-my-way|avvio/, "fastify"],
    [/express|compression|on-headers|pino|serve-static|\/send\//, "express, compression, logs"],
    [/modules\/(cjs|esm)|package_json|bootstrap|cjs-module-lexer/, "module loading (start-up)"],
    [/stream_base|_http_|node:net/, "socket and HTTP"],
    [/build\/index\.js|server\/dist/, "our code"],
  ];
  if (functionName === "writev" || functionName === "writeString") return "socket and HTTP";
  return parts.find(([re]) => re.test(url))?.[1] ?? "other (Node, V8)";
}

/** Self time per node of a .cpuprofile, in ms. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, { node: n, ms: 0 }]));
  profile.samples.forEach((id, i) => {
    byId.get(id).ms += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return [...byId.values()];
}

function summarise(file, requests) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const entries = selfTimes(profile);
  const total = entries.reduce((n, e) => n + e.ms, 0);
  const idle = entries
    .filter((e) => ["(idle)", "(program)"].includes(e.node.callFrame.functionName))
    .reduce((n, e) => n + e.ms, 0);
  const group = (key) => {
    const sums = new Map();
    for (const e of entries) {
      if (e.node.callFrame.functionName === "(idle)") continue;
      const k = key(e.node.callFrame);
      sums.set(k, (sums.get(k) ?? 0) + e.ms);
    }
    return [...sums].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  };
  const perReq = (ms) => fmt((ms / requests) * 1000, 1);
  const busy = total - entries.find((e) => e.node.callFrame.functionName === "(idle)")?.ms || 0;
  // The app server is bundled into server/dist too: the Remix build tells it apart.
  const has = (re) => entries.some((e) => re.test(e.node.callFrame.url));
  const name = has(/server\/dist\/app-server\.js$/)
    ? "app"
    : has(/server\/dist\/index\.js$/)
      ? "provider"
      : "other";
  // For the heaviest functions, the call paths (3 frames up) that spend their time.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const frame = (n) =>
    `${n.callFrame.functionName || "(anon)"}@${moduleOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const callers = (count, depth = 4) => {
    const heavy = group((f) => `${f.functionName}\t${f.url}\t${f.lineNumber}`)
      .filter(([k]) => !k.startsWith("(garbage") && !k.startsWith("(program"))
      .slice(0, count);
    return heavy.map(([k, ms]) => {
      const paths = new Map();
      for (const e of entries) {
        const f = e.node.callFrame;
        if (`${f.functionName}\t${f.url}\t${f.lineNumber}` !== k || !e.ms) continue;
        const chain = [];
        for (let n = parent.get(e.node.id); n && chain.length < depth; n = parent.get(n.id))
          chain.push(frame(n));
        const key = chain.join(" < ");
        paths.set(key, (paths.get(key) ?? 0) + e.ms);
      }
      return {
        name: k.split("\t")[0],
        ms,
        paths: [...paths].sort((a, b) => b[1] - a[1]).slice(0, 3),
      };
    });
  };
  return { name, file, total, busy, idle, perReq, requests, group, callers };
}

async function profileScenario(scenario) {
  const dir = path.join(outDir, scenario);
  mkdirSync(dir, { recursive: true });
  const product = await startProduct(root, {
    categories: 10_000,
    // PROFILE_PORT pins the app's port (the provider's is the next one), for a shared machine.
    ...(PORT ? { port: PORT, providerPort: PORT + 1 } : {}),
    // NODE_OPTIONS given to this script reach the product too (flags compared side by side).
    env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir} ${process.env.NODE_OPTIONS ?? ""}` },
  });
  const sessions = {
    visitor: (await visitorCookie(product.base, product.providerBase)).cookie,
    admin: (await adminCookie(root, product.base)).cookie,
  };
  const request = SCENARIOS[scenario](product, sessions);
  await load({ ...request, duration: 1 });
  // CPU time of each server process over the timed load alone (the profiler's own cost included):
  // unlike the samples, it does not grow with the wait for a core on a busy machine.
  const pids = processTree(product.child.pid).map((pid) => ({ pid, name: processName(pid) }));
  const before = pids.map(({ pid }) => cpuMs([pid]));
  const result = await load(request);
  const used = pids.map(({ pid }, i) => cpuMs([pid]) - before[i]);
  const requests = result.requests.total;
  await stop(product.child);
  console.log(
    `\n## ${scenario}: ${requests} requests in ${SECONDS} s at ${CONNECTIONS} connections ` +
      `(${fmt(requests / SECONDS, 0)} req/s, p97.5 ${result.latency.p97_5} ms, non-2xx ${result.non2xx}, ` +
      `load ${fmt(os.loadavg()[0], 1)})`,
  );
  console.log(
    `CPU ms per request: ${pids
      .map(({ name }, i) => [name, used[i] / requests])
      .filter(([, ms]) => ms >= 0.005)
      .map(([name, ms]) => `${name} ${fmt(ms, 2)}`)
      .join(", ")}`,
  );
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    // The profile covers warm-up, start and stop too; per-request figures divide by the timed
    // requests only, so they slightly overstate. Small profiles (start.mjs, workers) are skipped.
    const s = summarise(path.join(dir, file), requests);
    if (s.busy < 500) continue;
    console.log(
      `\n### ${s.name} (${file}): busy ${fmt(s.busy / 1000, 1)} s of ${fmt(s.total / 1000, 1)} s`,
    );
    console.log(`µs per request by part (self time)`);
    console.log(
      table(
        ["part", "µs/req"],
        s.group(partOf).map(([k, ms]) => [k, s.perReq(ms)]),
      ),
    );
    console.log(`µs per request by module (self time)`);
    console.log(
      table(
        ["module", "µs/req"],
        s.group((f) => moduleOf(f.url)).map(([k, ms]) => [k, s.perReq(ms)]),
      ),
    );
    console.log(`µs per request by function (self time)`);
    console.log(
      table(
        ["function", "where", "µs/req"],
        s
          .group(
            (f) => `${f.functionName || "(anonymous)"}\t${moduleOf(f.url)}:${f.lineNumber + 1}`,
          )
          .map(([k, ms]) => [...k.split("\t"), s.perReq(ms)]),
      ),
    );
    console.log(`call paths of the heaviest functions (µs/req)`);
    for (const c of s.callers(Number(process.env.PROFILE_CALLERS) || 8)) {
      console.log(`- ${c.name} ${s.perReq(c.ms)}`);
      for (const [chain, ms] of c.paths) console.log(`    ${s.perReq(ms)}  < ${chain}`);
    }
  }
}

async function main() {
  buildIfMissing(root);
  const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCENARIOS);
  for (const s of chosen) {
    if (!SCENARIOS[s])
      throw new Error(`unknown scenario ${s}: ${Object.keys(SCENARIOS).join(", ")}`);
    await profileScenario(s);
  }
  console.log(`\nprofiles in ${outDir}`);
}

main()
  .then(() => cleanup())
  .catch(async (error) => {
    process.stderr.write(`profile failed: ${error.stack ?? error}\n`);
    await cleanup();
    process.exit(2);
  });
