// `npm run bench` (run it inside `flock /tmp/company-site-build.lock`, after `npm run build`):
// the whole product on a temporary database (demo content + 10,000 categories), measured with
// autocannon at 10 and 20 connections next to two references taken in the same run: /livez (the
// framework's floor: no provider call, no rendering) and a node:http server sending the exact
// bytes of `/` (the machine's ceiling). Public pages are measured as visitors meet them (repeat
// visits answered by the page cache, ADR 0007) and, in the "rendered" rows, with every request a
// cache miss that renders. Then the JavaScript of a first visit, and with
// --lighthouse the Lighthouse scores. Targets: docs/performance.md.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { staticCeiling } from "./lib/ceiling.mjs";
import { browserJs, CONTENT_JS_LIMIT_KB, FORM_JS_LIMIT_KB } from "./lib/js-weight.mjs";
import { lighthouseChecks } from "./lib/lighthouse.mjs";
import { loadChecks, printLoad } from "./lib/load-targets.mjs";
import { fmt, machineLine, measure, processTree, table, verdict } from "./lib/measure.mjs";
import { fillRows } from "./lib/fill.mjs";
import {
  adminCookie,
  API_KEY,
  buildIfMissing,
  startProduct,
  visitorCookie,
} from "./lib/product.mjs";
import { cleanup, logTail } from "./lib/processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = new Set(process.argv.slice(2));
// --lighthouse adds Lighthouse after the load figures; --lighthouse-only runs just Lighthouse;
// --lighthouse-details also prints each page's key audit figures (LCP, blocking, tasks, shifts).
const withLoad = !args.has("--lighthouse-only");
const withLighthouse = args.has("--lighthouse") || !withLoad;
const lighthouseDetails = args.has("--lighthouse-details");
// Lighthouse runs per page (the median one is reported): LIGHTHOUSE_RUNS, 3 by default.
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const CONNECTIONS = [10, 20];
const CATEGORIES = 10_000;
const SERVICES = 10_000;
// First-visit JavaScript (docs/performance.md): content pages, and pages with a form, whose
// route brings the form's code (conform, zod); the limits are js-weight.mjs's.
const FORM_PATHS = new Set(["/contact_us", "/auth/login"]);
const AR = { cookie: "lng=ar" };

// A new cookie per request: the page cache keys pages on their cookies (and on the query
// parameters a page reads, never on others), so every request is a miss that renders.
let renderCount = 0;
function rendered(url) {
  return {
    url,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, cookie: `render=${++renderCount}` },
        }),
      },
    ],
  };
}

function targets(product, ceilingUrl, sessions) {
  const api = { apikey: API_KEY, lang: "en", accept: "application/json" };
  const { base, providerBase } = product;
  const { admin, visitor } = sessions;
  const signedIn = (path) => ({
    name: `${path} (en, signed in)`,
    kind: "rendered",
    skip: visitor.reason,
    req: { url: `${base}${path}`, headers: { cookie: visitor.cookie } },
  });
  return [
    { name: "/ (en)", kind: "public", req: { url: `${base}/` } },
    { name: "/services (en)", kind: "public", req: { url: `${base}/services` } },
    { name: "/ (ar)", kind: "public", req: { url: `${base}/`, headers: AR } },
    { name: "/services (ar)", kind: "public", req: { url: `${base}/services`, headers: AR } },
    // A new cookie per request: every one misses the page cache (ADR 0007) and renders.
    { name: "/ (en, rendered)", kind: "rendered", req: rendered(`${base}/`) },
    { name: "/services (en, rendered)", kind: "rendered", req: rendered(`${base}/services`) },
    { name: "/FAQs (en, rendered)", kind: "rendered", req: rendered(`${base}/FAQs`) },
    // A signed-in visitor's pages are never cached: each renders, with the live session check.
    signedIn("/"),
    signedIn("/services"),
    signedIn("/FAQs"),
    { name: "/livez (floor)", kind: "floor", req: { url: `${base}/livez` } },
    { name: "static / (ceiling)", kind: "ceiling", req: { url: ceilingUrl } },
    {
      name: `/dashboard/categories (${CATEGORIES} rows)`,
      kind: "dashboard",
      skip: admin.reason,
      req: { url: `${base}/dashboard/categories`, headers: { cookie: admin.cookie } },
    },
    {
      name: "provider GET /api/categories",
      kind: "provider",
      req: { url: `${providerBase}/api/categories`, headers: api },
    },
    {
      name: "provider GET /api/services?page=1 (demo)",
      kind: "provider-services",
      req: { url: `${providerBase}/api/services?page=1`, headers: api },
    },
  ];
}

/** Measured last, once SERVICES services are added to the running product's database. */
function manyServices(product) {
  return {
    name: `provider GET /api/services?page=1 (${SERVICES} rows)`,
    kind: "provider-services",
    req: {
      url: `${product.providerBase}/api/services?page=1`,
      headers: { apikey: API_KEY, lang: "en", accept: "application/json" },
    },
  };
}

async function loadTable(product, sessions) {
  const ceiling = await staticCeiling(product.base);
  // BENCH_ONLY (a regular expression on names) narrows the table; floor and ceiling always run.
  const only = new RegExp(process.env.BENCH_ONLY || ".");
  const keep = (t) => t.kind === "floor" || t.kind === "ceiling" || only.test(t.name);
  const list = targets(product, ceiling.url, sessions).filter(keep);
  const results = [];
  const pids = processTree(product.child.pid);
  const run = async (rows) => {
    for (const connections of CONNECTIONS) {
      for (const t of rows) {
        if (t.skip) {
          results.push({ ...t, connections });
          continue;
        }
        // The static server lives in this process, beside autocannon: no separate CPU figure.
        const serverPids = t.kind === "ceiling" ? [] : pids;
        const r = await measure(t.req, { connections, serverPids });
        results.push({ ...t, connections, ...r });
        console.log(
          `  c=${connections} ${t.name}: ${fmt(r.rps, 0)} rps, p97.5 ${fmt(r.p97_5, 1)} ms, load ${fmt(r.load)}`,
        );
      }
    }
  };
  try {
    await run(list);
    const many = manyServices(product);
    if (keep(many)) {
      console.log(`  adding ${SERVICES} services ...`);
      fillRows(product.databaseFile, SERVICES, ["services"]);
      await run([many]);
    }
  } finally {
    ceiling.server.close();
  }
  return { results, ceilingBytes: ceiling.bytes };
}

async function jsChecks(base, cookie, skipReason) {
  const en = [{ name: "lng", value: "en" }];
  const ar = [{ name: "lng", value: "ar" }];
  const publicPaths = [
    "/",
    "/services",
    "/projects",
    "/posts",
    "/FAQs",
    "/contact_us",
    "/auth/login",
  ];
  const pages = [
    ...publicPaths.map((p) => ({ name: `${p} (en)`, path: p, url: `${base}${p}`, cookies: en })),
    ...publicPaths.map((p) => ({ name: `${p} (ar)`, path: p, url: `${base}${p}`, cookies: ar })),
  ];
  if (cookie) {
    const session = cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("=") };
    });
    pages.push({
      name: "/dashboard/categories",
      url: `${base}/dashboard/categories`,
      cookies: [...en, ...session],
      dashboard: true,
    });
  }
  // Counted as a browser loads them (tests/bench/lib/js-weight.mjs), no interaction.
  const browser = await chromium.launch({
    // The browser the end-to-end suite runs (ADR 0019).
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const weights = [];
  try {
    for (const p of pages) weights.push({ ...p, ...(await browserJs(browser, p.url, p)) });
  } finally {
    await browser.close();
  }
  const kb = (n) => fmt(n / 1024, 1);
  console.log(
    table(
      ["page", "JS files", "raw kB", "gzip -9 kB", "sent (br) kB", "editor files"],
      weights.map((w) => [
        w.name,
        w.files.length,
        kb(w.rawBytes),
        kb(w.gzBytes),
        kb(w.wireBytes),
        w.files.filter((f) => f.editor).length,
      ]),
    ),
  );
  const largest = [...weights[0].files].sort((a, b) => b.gz - a.gz).slice(0, 6);
  console.log(
    `largest on ${weights[0].name}: ${largest.map((f) => `${f.url} ${kb(f.gz)} kB`).join(", ")}`,
  );
  const publicPages = weights.filter((w) => !w.dashboard);
  const dash = weights.find((w) => w.dashboard);
  if (dash) {
    const onPublic = new Set(publicPages.flatMap((w) => w.files.map((f) => f.url)));
    const extra = dash.files.filter((f) => !onPublic.has(f.url));
    console.log(
      `dashboard-only JS (${kb(extra.reduce((n, f) => n + f.gz, 0))} kB gz): ${extra.map((f) => `${f.url} (${kb(f.gz)} kB)`).join(", ")}`,
    );
  } else console.log(`dashboard JS: ${skipReason}`);
  const checks = publicPages.map((w) => {
    const limit = FORM_PATHS.has(w.path) ? FORM_JS_LIMIT_KB : CONTENT_JS_LIMIT_KB;
    return [
      `${w.name}: JS of a visit ${kb(w.gzBytes)} kB gz <= ${limit} kB`,
      w.gzBytes <= limit * 1024,
    ];
  });
  for (const w of publicPages) {
    const editor = w.files.filter((f) => f.editor).map((f) => f.url);
    checks.push([
      `${w.name}: no editor code${editor.length ? ` (found ${editor.join(", ")})` : ""}`,
      !editor.length,
    ]);
  }
  return checks;
}

async function main() {
  buildIfMissing(root);
  console.log(
    `Preparing data (demo content + ${CATEGORIES} categories) and starting the product ...`,
  );
  const product = await startProduct(root, { categories: CATEGORIES });
  try {
    const admin = await adminCookie(root, product.base);
    const { cookie, reason } = admin;
    const visitor = await visitorCookie(product.base, product.providerBase);
    const checks = [];
    if (withLoad) {
      const load = await loadTable(product, { admin, visitor });
      console.log(`\nnpm run bench, autocannon 5 s after a 1 s warm-up per row`);
      console.log(`${new Date().toISOString()}, ${machineLine()}\n`);
      printLoad(load);
      checks.push(...loadChecks(load));
      console.log("\nJavaScript of a first visit (static imports followed, gzip level 9)");
      checks.push(...(await jsChecks(product.base, cookie, reason)));
    }
    if (withLighthouse)
      checks.push(
        ...(await lighthouseChecks(product.base, {
          details: lighthouseDetails,
          runs: LIGHTHOUSE_RUNS,
        })),
      );
    console.log("\nTargets");
    for (const [label, ok] of checks)
      console.log(`  ${ok === null ? "SKIP" : verdict(ok)}  ${label}`);
    return checks.every(([, ok]) => ok !== false);
  } catch (error) {
    console.error(`product log:\n${logTail(product.logFile, 30)}`);
    throw error;
  }
}

main()
  .then(async (ok) => {
    await cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error) => {
    process.stderr.write(`bench failed: ${error.stack ?? error}\n`);
    await cleanup();
    process.exit(2);
  });
