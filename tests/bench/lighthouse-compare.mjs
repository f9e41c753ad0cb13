// `npx tsx tests/bench/lighthouse-compare.mjs <checkout A> <checkout B>`: Lighthouse (mobile
// preset, the bench's Chromium flags) on two built checkouts of the product side by side, each
// started as `npm start` runs it on free ports with the demo content. The runs are interleaved
// page by page, the order of the two alternating, so both meet the same load on a shared machine
// (ADR 0008 decided the client start this way). Prints every run and the medians: performance,
// total blocking time, LCP, and the load average at each run. LIGHTHOUSE_RUNS per page, 5 by
// default; COMPARE_PORTS="appA,providerA,appB,providerB" fixes the ports. Build each checkout
// first (`npm run build` inside the build lock).
import { readFileSync } from "node:fs";
import path from "node:path";
import { CHROME_FLAGS, CHROMIUM } from "./lib/lighthouse.mjs";
import { table } from "./lib/measure.mjs";
import { stop } from "./lib/processes.mjs";
import { startProduct } from "./lib/product.mjs";

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5);
const AR = { Cookie: "lng=ar" };
const PAGES = [
  { name: "/ (en)", path: "/" },
  { name: "/services (en)", path: "/services" },
  { name: "/ (ar)", path: "/", headers: AR },
  { name: "/services (ar)", path: "/services", headers: AR },
];

const roots = process.argv.slice(2).map((dir) => path.resolve(dir));
if (roots.length !== 2) {
  console.error("usage: npx tsx tests/bench/lighthouse-compare.mjs <checkout A> <checkout B>");
  process.exit(2);
}

const ports = (process.env.COMPARE_PORTS ?? "").split(",").filter(Boolean).map(Number);
const loadAverage = () => Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const variants = [];
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
let chrome = null;
try {
  for (const [index, root] of roots.entries()) {
    const product = await startProduct(root, {
      categories: 0,
      port: ports[index * 2],
      providerPort: ports[index * 2 + 1],
    });
    variants.push({ name: path.basename(root), product, runs: new Map() });
    console.log(`${root} on ${product.base}`);
  }
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  for (let run = 0; run < RUNS; run++) {
    for (const [index, page] of PAGES.entries()) {
      const order = (run + index) % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const load = loadAverage();
        const { lhr } = await lighthouse(variant.product.base + page.path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: page.headers,
        });
        const row = {
          performance: Math.round(lhr.categories.performance.score * 100),
          tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
          lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
          load,
        };
        const rows = variant.runs.get(page.name) ?? [];
        rows.push(row);
        variant.runs.set(page.name, rows);
        console.log(
          `run ${run + 1} ${variant.name} ${page.name}: performance ${row.performance}, ` +
            `TBT ${row.tbt} ms, LCP ${row.lcp} ms, load ${load}`,
        );
      }
    }
  }
} finally {
  await chrome?.kill();
  for (const { product } of variants) await stop(product.child);
}

const list = (rows, key) => rows.map((row) => row[key]).join(", ");
console.log(`\nmedian of ${RUNS} runs (each run in brackets)`);
console.log(
  table(
    ["page", "checkout", "performance", "TBT ms", "LCP ms", "load"],
    PAGES.flatMap((page) =>
      variants.map(({ name, runs }) => {
        const rows = runs.get(page.name) ?? [];
        const med = (key) => median(rows.map((row) => row[key]));
        return [
          page.name,
          name,
          `${med("performance")} (${list(rows, "performance")})`,
          `${med("tbt")} (${list(rows, "tbt")})`,
          med("lcp"),
          `${Math.min(...rows.map((r) => r.load))} to ${Math.max(...rows.map((r) => r.load))}`,
        ];
      }),
    ),
  ),
);
process.exit(0);
