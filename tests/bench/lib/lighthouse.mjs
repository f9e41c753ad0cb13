// Lighthouse (mobile preset, its default config) driving Debian's Chromium, on the running product.
// Loaded only with --lighthouse: the package is large and a run takes about half a minute per page.
import { printLighthouseDetails } from "./lighthouse-details.mjs";
import { table } from "./measure.mjs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
};

/**
 * @param {{ name: string, url: string, headers?: Record<string, string> }[]} pages
 * @param {{ details?: boolean, runs?: number }} [options] details: print the audits' key figures
 *   per page; runs: Lighthouse runs per page, the median one is reported
 * @returns {Promise<{ name: string, scores: Record<string, number>, failed: string[], versions: string, each: number[] }[]>}
 */
export async function runLighthouse(pages, { details = false, runs = 3 } = {}) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  // A bench stopped with Ctrl-C must not leave a Chromium behind.
  const killChrome = () => chrome.kill();
  process.once("exit", killChrome);
  const results = [];
  try {
    for (const page of pages) {
      // One run's performance score moves by several points with whatever else the machine
      // does at that moment, so each page runs several times and the run with the median
      // performance score is reported (every run's score is printed beside it).
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(page.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          extraHeaders: page.headers,
        });
        if (!run?.lhr) throw new Error(`lighthouse gave no result for ${page.url}`);
        lhrs.push(run.lhr);
      }
      const performance = (r) => r.categories.performance?.score ?? 0;
      const lhr = [...lhrs].sort((a, b) => performance(a) - performance(b))[
        Math.floor((lhrs.length - 1) / 2)
      ];
      const each = lhrs.map((r) => Math.round(performance(r) * 100));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      );
      // The audits that cost points, so a failing score comes with its reasons.
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .filter((a) => a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
        .map((a) => {
          const why = a.explanation ? `: ${a.explanation.slice(0, 160)}` : "";
          return `${a.id} (${Math.round(a.score * 100)}${why})`;
        });
      const browser = /Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? "Chromium";
      const versions = `Lighthouse ${lhr.lighthouseVersion}, ${browser}`;
      results.push({ name: page.name, scores, failed, versions, each });
      console.log(
        `  lighthouse ${page.name}: ${CATEGORIES.map((c) => scores[c]).join(" / ")}` +
          ` (median run of ${runs}; performance in each run: ${each.join(", ")})`,
      );
      if (details) printLighthouseDetails(page.name, lhr);
    }
  } finally {
    process.removeListener("exit", killChrome);
    await chrome.kill();
  }
  return results;
}

/** The Lighthouse rows of `npm run bench --lighthouse` and their verdicts. */
export async function lighthouseChecks(base, { details, runs }) {
  const pages = [
    { name: "/ (en)", url: `${base}/` },
    { name: "/services (en)", url: `${base}/services` },
    { name: "/ (ar)", url: `${base}/`, headers: { Cookie: "lng=ar" } },
    { name: "/services (ar)", url: `${base}/services`, headers: { Cookie: "lng=ar" } },
  ];
  const results = await runLighthouse(pages, { details, runs });
  const cats = Object.keys(LIGHTHOUSE_TARGETS);
  console.log(
    `\n${results[0]?.versions}, mobile preset (simulated throttling), median of ${runs} runs per page`,
  );
  console.log(
    table(
      ["page", ...cats],
      results.map((r) => [r.name, ...cats.map((c) => r.scores[c])]),
    ),
  );
  const checks = [];
  for (const r of results) {
    for (const c of cats) {
      const ok = r.scores[c] >= LIGHTHOUSE_TARGETS[c];
      checks.push([`lighthouse ${r.name} ${c} ${r.scores[c]} >= ${LIGHTHOUSE_TARGETS[c]}`, ok]);
    }
    if (r.failed.length) console.log(`  ${r.name} audits below 90: ${r.failed.join(", ")}`);
  }
  return checks;
}
