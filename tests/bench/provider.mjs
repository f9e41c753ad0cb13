// `npm run bench:provider`: the provider alone, bundled as in production, on a database with 10,000
// rows per main entity and on one with 100, measured with autocannon at 10 connections.
// Targets (docs/performance.md): read p95 < 20 ms, reads at 10,000 rows within 1.5x of 100 rows, RSS < 200 MB.
import path from "node:path";
import {
  adminHeaders,
  API_KEY,
  bundleProvider,
  call,
  form,
  startBenchProvider,
} from "./lib/bench-provider.mjs";
import { fillRows, prepareSchema } from "./lib/fill.mjs";
import { fillRowsPostgres, preparePostgresSchema } from "./lib/fill-postgres.mjs";
import { fmt, machineLine, measure, memoryOf, table, verdict } from "./lib/measure.mjs";
import { cleanup, logTail, stop, tempDir } from "./lib/processes.mjs";

const SIZES = [100, 10_000];
const CONNECTIONS = 10;
const READ_P95_MS = 20;
const SCALE_LIMIT = 1.5;
const RSS_LIMIT_MB = 200;

// `--postgres`: the same figures on PostgreSQL (ADR 0010), each size in a fresh database on the
// server tests/support/postgres.ts finds (TEST_DATABASE_URL, 127.0.0.1:5432, or a temporary one).
const POSTGRES = process.argv.includes("--postgres");

/** Where one size's rows live: a SQLite file in its data folder, or a fresh PostgreSQL database. */
async function prepareDatabase(dataDir, rows) {
  if (!POSTGRES) {
    fillRows(await prepareSchema(dataDir), rows);
    return { env: {}, drop: async () => {} };
  }
  const { findPostgres, createDatabase } = await import("../support/postgres.ts");
  const server = await findPostgres();
  const database = await createDatabase(server.url, "bench");
  await preparePostgresSchema(database.url);
  await fillRowsPostgres(database.url, rows);
  return {
    env: { DATABASE_URL: database.url, SESSION_SECRET: "bench-session-secret-0123456789" },
    drop: async () => {
      await database.drop();
      await server.stop();
    },
  };
}

async function benchSize(bundle, rows) {
  const dataDir = tempDir(`bench-provider-${rows}-`);
  process.stdout.write(
    `\n${rows} rows: filling ${POSTGRES ? "a PostgreSQL database" : dataDir} ...`,
  );
  const database = await prepareDatabase(dataDir, rows);
  const logFile = path.join(dataDir, "provider.log");
  let child;
  try {
    const started = await startBenchProvider(bundle, { dataDir, logFile, env: database.env });
    child = started.child;
    const { base } = started;
    const admin = await adminHeaders(base);
    const list = await call(base, "/api/dashboard/categories?page=1", {
      ...form({}),
      headers: { ...form({}).headers, ...admin },
    });
    const lastPage = list.meta.last_page;
    process.stdout.write(` ${list.meta.total} categories, last page ${lastPage}\n`);
    const headers = { apikey: API_KEY, lang: "en", accept: "application/json" };
    const post = { ...headers, ...admin, "content-type": "application/x-www-form-urlencoded" };
    const scenarios = [
      {
        name: "GET /api/services?page=1",
        read: true,
        req: { path: "/api/services?page=1", headers },
      },
      {
        name: "POST dashboard/categories page 1",
        read: true,
        req: { path: "/api/dashboard/categories?page=1", method: "POST", headers: post, body: "" },
      },
      {
        name: `POST dashboard/categories last page`,
        read: true,
        req: {
          path: `/api/dashboard/categories?page=${lastPage}`,
          method: "POST",
          headers: post,
          body: "",
        },
      },
      {
        name: "POST dashboard/faqs/save",
        read: false,
        req: {
          path: "/api/dashboard/faqs/save",
          method: "POST",
          headers: post,
          body: new URLSearchParams({
            ar_name: "سؤال القياس",
            en_name: "Bench question",
            ar_answer: "<p>جواب</p>",
            en_answer: "<p>An answer</p>",
          }).toString(),
        },
      },
    ];
    const results = [];
    let peakRss = 0;
    for (const s of scenarios) {
      const { path: p, ...rest } = s.req;
      const r = await measure(
        { url: `${base}${p}`, ...rest },
        { connections: CONNECTIONS, serverPids: [child.pid] },
      );
      const mem = memoryOf(child.pid);
      peakRss = Math.max(peakRss, mem.rssMb);
      results.push({ ...s, ...r, rssMb: mem.rssMb });
      process.stdout.write(
        `  ${s.name}: ${fmt(r.rps, 0)} rps, p95 ${fmt(r.p95, 2)} ms, load ${fmt(r.load)}\n`,
      );
    }
    return { rows, results, peakRss, hwm: memoryOf(child.pid).peakMb };
  } catch (error) {
    process.stderr.write(`provider log:\n${logTail(logFile)}\n`);
    throw error;
  } finally {
    if (child) await stop(child);
    await database.drop();
  }
}

async function main() {
  const bundle = await bundleProvider();
  const runs = [];
  for (const rows of SIZES) runs.push(await benchSize(bundle, rows));
  const [small, big] = runs;

  console.log(
    `\nProvider on ${POSTGRES ? "PostgreSQL" : "SQLite"}, autocannon ${CONNECTIONS} connections, 5 s after a 1 s warm-up`,
  );
  console.log(`${new Date().toISOString()}, ${machineLine()}\n`);
  const rowsOut = [];
  for (const [i, s] of big.results.entries()) {
    const base = small.results[i];
    for (const r of [base, s]) {
      rowsOut.push([
        s.name,
        r === base ? small.rows : big.rows,
        fmt(r.rps, 0),
        fmt(r.p50, 2),
        fmt(r.p95, 2),
        r === s ? `${fmt(s.p95 / base.p95, 2)}x` : "",
        fmt(r.cpuPerReq, 2),
        fmt(r.rssMb, 0),
        fmt(r.load),
        r.non2xx + r.errors,
      ]);
    }
  }
  console.log(
    table(
      [
        "call",
        "rows",
        "req/s",
        "p50 ms",
        "p95 ms",
        "p95 vs 100",
        "CPU ms/req",
        "RSS MB",
        "load",
        "non-2xx/err",
      ],
      rowsOut,
    ),
  );
  console.log(
    `\nProvider memory: RSS after runs ${fmt(small.peakRss, 0)} MB (100 rows), ` +
      `${fmt(big.peakRss, 0)} MB (10,000 rows); peak VmHWM ${fmt(small.hwm, 0)} / ${fmt(big.hwm, 0)} MB`,
  );

  const checks = [];
  for (const [i, s] of big.results.entries()) {
    if (!s.read) continue;
    const base = small.results[i];
    checks.push([`${s.name}: p95 ${fmt(s.p95, 2)} ms < ${READ_P95_MS} ms`, s.p95 < READ_P95_MS]);
    const ratio = s.p95 / base.p95;
    checks.push([
      `${s.name}: p95 at 10,000 rows ${fmt(ratio, 2)}x of 100 rows <= ${SCALE_LIMIT}x`,
      ratio <= SCALE_LIMIT,
    ]);
  }
  const rss = Math.max(small.peakRss, big.peakRss);
  checks.push([`provider RSS ${fmt(rss, 0)} MB < ${RSS_LIMIT_MB} MB`, rss < RSS_LIMIT_MB]);
  const clean = runs.every((run) => run.results.every((r) => r.non2xx + r.errors === 0));
  checks.push(["every answer 2xx", clean]);
  console.log("\nTargets");
  for (const [label, ok] of checks) console.log(`  ${verdict(ok)}  ${label}`);
  return checks.every(([, ok]) => ok);
}

main()
  .then(async (ok) => {
    await cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error) => {
    process.stderr.write(`bench:provider failed: ${error.stack ?? error}\n`);
    await cleanup();
    process.exit(2);
  });
