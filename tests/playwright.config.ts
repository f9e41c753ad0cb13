import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { e2eEnv, e2eTags } from "./e2e/env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Repeats (without JavaScript, on PostgreSQL) run in Arabic only and leave request-only checks to
// the js project: tagged tests are not collected there, so they cost no page set-up.
const notRepeated = [new RegExp(e2eTags.englishRepeat), new RegExp(e2eTags.requestOnly)];
// A check of the JavaScript layer, or of the page without it, runs in the projects it needs only.
const jsOffOnly = new RegExp(e2eTags.withoutJavaScriptOnly);
const jsOnOnly = new RegExp(e2eTags.withJavaScriptOnly);
const onPostgres = process.env.E2E_DATABASE === "postgres";

// Debian's headless shell, the build Playwright itself runs headless: the full browser costs more
// than twice its CPU per test (ADR 0019).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: path.join(root, "tests/e2e"),
  // Apart from the PostgreSQL pass's, which `npm test` runs at the same time (tests/run.mjs).
  outputDir: path.join(root, "test-results", onPostgres ? "postgres" : "sqlite"),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Whole flows (register two accounts, log in and out) run long on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: e2eEnv.baseURL,
    launchOptions: chromium,
    locale: "en-US",
    trace: "off",
  },
  projects: [
    // What crawlers and link previews read (titles, meta tags, JSON-LD), the pages' content, the
    // HTML checker and the crawl for leaked secrets read the server's answers without a browser
    // (tests/integration/site). Which picture a
    // browser picks from the markup runs once, without JavaScript. Flows in both languages
    // repeat without JavaScript in Arabic only, and checks made with the request fixture alone in
    // the js project only (repeatsInArabicOnly, requestOnlyOnce in e2e/support.ts). The
    // PostgreSQL pass is a repeat of this project (`npm run test:e2e:postgres`).
    {
      name: "js",
      use: { javaScriptEnabled: true },
      grepInvert: [jsOffOnly, ...(onPostgres ? [new RegExp(e2eTags.englishRepeat)] : [])],
      testIgnore: /(site-settings|team-pages|responsive-images)\.spec\.ts$/,
    },
    // The CSP and axe gates need scripts in the page (axe runs there), and the JS weight is
    // measured from the server's files once: the js pass only. The page cache is answered before
    // any script runs, so one pass covers it too. The supervisor spec runs a product of its own
    // on fixed ports: once is enough, and twice at a time would collide; so does the no-JS captcha
    // challenge spec, which opens its own JavaScript-off contexts, and the audit log spec, whose
    // halves set JavaScript on and off themselves. A press across hydration, client navigation
    // while offline and the list's bulk selection need JavaScript (the no-JS bulk flow is
    // covered by the handler tests).
    {
      name: "nojs",
      use: { javaScriptEnabled: false },
      grepInvert: [...notRepeated, jsOnOnly],
      testIgnore:
        /(quality-(a11y|csp|js-weight)|page-cache|supervisor|captcha-challenge|no-nul|dashboard-audit|dashboard-editor-toolbar|dashboard-bulk|login-hydration|offline-navigation|site-settings|team-pages)\.spec\.ts$/,
    },
    // The site settings are one record every page shows, and the team and the four pages are on
    // pages other specs read: the specs that change them run alone, after every other spec,
    // JavaScript on and then off.
    {
      name: "settings-js",
      use: { javaScriptEnabled: true },
      grepInvert: jsOffOnly,
      testMatch: /(site-settings|team-pages)\.spec\.ts$/,
      dependencies: ["js", "nojs"],
    },
    {
      name: "settings-nojs",
      use: { javaScriptEnabled: false },
      grepInvert: [...notRepeated, jsOnOnly],
      testMatch: /(site-settings|team-pages)\.spec\.ts$/,
      dependencies: ["settings-js"],
    },
  ],
  webServer: {
    command: "node tests/e2e/serve.mjs",
    cwd: root,
    url: `${e2eEnv.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // serve.mjs drops the PostgreSQL database it made (E2E_DATABASE=postgres) once the product
    // has stopped; the default SIGKILL would leave it behind.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
