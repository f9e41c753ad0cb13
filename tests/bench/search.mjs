// `npm run bench:search` (after `npm run build`, inside `flock /tmp/company-site-build.lock`): the
// site search (docs/publishing.md, "Site search") on 10,000 services, projects, posts and FAQs each,
// in Arabic and English, on SQLite and on PostgreSQL (127.0.0.1:5432, user postgres, or
// BENCH_POSTGRES_URL; skipped with a note when no server answers). For a few Arabic queries, one
// of them written without hamza and with a final ha (`احمد للمدرسه` finds `أحمد للمدرسة`): the
// provider's GET search, and the rendered /search page (every request a page-cache miss, the app's
// read cache off, so each one asks the provider). One connection: p50/p95 are a visitor's wait.
// Target (docs/performance.md, "Site search"): p95 under 50 ms.
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { prepareSchema } from "./lib/fill.mjs";
import { fillPostgres, fillSqlite, PHRASE } from "./lib/search-rows.mjs";
import { preparePostgresSchema } from "./lib/fill-postgres.mjs";
import { fmt, machineLine, measure, processTree, table, verdict } from "./lib/measure.mjs";
import { API_KEY, buildIfMissing, startProduct } from "./lib/product.mjs";
import { cleanup, logTail, stop, tempDir } from "./lib/processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const ROWS = Number(process.env.BENCH_ROWS) || 10_000;
const P95_LIMIT_MS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION) || 4;
const QUERIES = [
  // Folded: no hamza, ta marbuta written as ha. Must find PHRASE.ar.
  { q: "احمد للمدرسه", expect: PHRASE.ar },
  { q: "تصميم" },
  { q: "الجوال" },
  // No match: every table's text read to the end.
  { q: "كلمة غير موجودة" },
];

const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh database on the PostgreSQL server, or null (and why) when none answers. */
async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skip: `no PostgreSQL at ${POSTGRES_URL} (${error.message})` };
  }
  const name = `bench_search_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function prepare(engine) {
  const dataDir = tempDir(`bench-search-${engine}-`);
  if (engine === "sqlite") {
    const file = await prepareSchema(dataDir);
    fillSqlite(file, ROWS);
    return { dataDir, env: {}, drop: async () => {} };
  }
  const database = await postgresDatabase();
  if (database.skip) return { skip: database.skip };
  await preparePostgresSchema(database.url);
  await fillPostgres(database.url, ROWS);
  return {
    dataDir,
    env: {
      DATABASE_URL: database.url,
      SESSION_SECRET: "bench-session-secret-0123456789",
      TOKEN_SECRET: "bench-token-secret-0123456789abcdef",
    },
    drop: database.drop,
  };
}

// A new cookie per request: the page cache keys pages on their cookies, so each one renders.
let renderCount = 0;
const rendered = (url) => ({
  url,
  requests: [
    {
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, cookie: `lng=ar; render=${++renderCount}` },
      }),
    },
  ],
});

async function benchEngine(engine) {
  process.stdout.write(`\n${engine}: filling ${ROWS} rows per entity ...`);
  const filledAt = Date.now();
  const data = await prepare(engine);
  if (data.skip) {
    console.log(`\n${engine}: skipped, ${data.skip}`);
    return [];
  }
  console.log(` ${((Date.now() - filledAt) / 1000).toFixed(1)} s`);
  let product;
  try {
    product = await startProduct(root, {
      prepared: { dataDir: data.dataDir, databaseFile: null },
      // Every rendered page asks the provider: the app's read cache would answer most otherwise.
      env: { ...data.env, PROVIDER_CACHE_TTL_MS: "0" },
    });
    const pids = processTree(product.child.pid);
    const rows = [];
    const measured = async (name, req, found) => {
      const r = await measure(req, { connections: 1, duration: DURATION_S, serverPids: pids });
      const ok = r.p95 < P95_LIMIT_MS && r.non2xx === 0 && r.errors === 0;
      console.log(
        `  ${name}: ${found} found, p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, ${verdict(ok)}`,
      );
      const errors = r.non2xx + r.errors;
      rows.push([
        engine,
        name,
        found,
        fmt(r.p50),
        fmt(r.p95),
        fmt(r.cpuPerReq),
        errors,
        verdict(ok),
      ]);
    };
    // The floor: the same page rendered without a query asks the provider nothing.
    await measured("/search, no query (rendered)", rendered(`${product.base}/search`), "-");
    for (const { q, expect } of QUERIES) {
      const search = new URLSearchParams({ q, page: "1", per_page: "10" });
      const answer = await fetch(`${product.providerBase}/api/search?${search}`, {
        headers: { apikey: API_KEY, lang: "ar", accept: "application/json" },
      }).then((res) => res.json());
      const found = answer.meta?.total ?? 0;
      const shown = (answer.data ?? []).some((hit) => hit.name.includes(expect ?? ""));
      if (expect && !(found > 0 && shown)) throw new Error(`"${q}" did not find "${expect}"`);
      const targets = [
        {
          name: `GET /api/search ${q}`,
          req: {
            url: `${product.providerBase}/api/search?${search}`,
            headers: { apikey: API_KEY, lang: "ar", accept: "application/json" },
          },
        },
        {
          name: `/search ${q} (rendered)`,
          req: rendered(`${product.base}/search?${new URLSearchParams({ q })}`),
        },
      ];
      for (const target of targets) await measured(target.name, target.req, found);
    }
    return rows;
  } catch (error) {
    if (product) console.error(`product log:\n${logTail(product.logFile, 30)}`);
    throw error;
  } finally {
    if (product) await stop(product.child);
    await data.drop();
  }
}

try {
  buildIfMissing(root);
  console.log(machineLine());
  const rows = [];
  for (const engine of ["sqlite", "postgres"]) rows.push(...(await benchEngine(engine)));
  console.log(
    `\n${table(["engine", "request (ar)", "found", "p50 ms", "p95 ms", "CPU ms/req", "errors", `p95 < ${P95_LIMIT_MS} ms`], rows)}\n`,
  );
  const failed = rows.filter((row) => row.at(-1) !== "PASS").length;
  console.log(failed ? `FAIL: ${failed} of ${rows.length} over the target` : "PASS");
  process.exitCode = failed ? 1 : 0;
} finally {
  await cleanup();
}
