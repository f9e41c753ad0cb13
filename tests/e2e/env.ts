// One place for the ports and credentials the end-to-end run uses, shared by the config, the
// server launcher and the tests.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.E2E_PORT || 3310);
const providerPort = Number(process.env.E2E_PROVIDER_PORT || port + 1000);

export const e2eEnv = {
  root,
  port,
  providerPort,
  baseURL: `http://localhost:${port}`,
  dataDir: path.join(root, "tests/.tmp", `e2e-data-${port}`),
  /** Written by serve.mjs when the product runs on PostgreSQL: the database's URL. */
  databaseUrlFile: path.join(root, "tests/.tmp", `e2e-database-${port}.url`),
  adminEmail: "admin@example.com",
  adminPassword: "e2e-admin-password",
  apiKey: "e2e-api-key-never-in-a-response",
  /**
   * The products the tests start take a form's post this long after its page (FORM_MIN_FILL_MS):
   * scripted visitors would otherwise wait out spec §5's 2 s at every form, whose refusals of a
   * quicker post are tested against the default (tests/unit/app/env.test.ts,
   * tests/integration/app/form-protection).
   */
  minFillMs: 500,
};

/**
 * Tags that keep a test out of the projects that repeat flows (playwright.config.ts): the English
 * half of a flow checked in both languages with JavaScript, and checks made with the request
 * fixture alone (repeatsInArabicOnly, requestOnlyOnce in support.ts); and out of the projects
 * whose JavaScript setting the test has no use for (withJavaScriptOnly, withoutJavaScriptOnly).
 */
export const e2eTags = {
  englishRepeat: "@english-with-js-only",
  requestOnly: "@request-only",
  /** A check of the JavaScript layer, or of the page without it: the other projects leave it out. */
  withJavaScriptOnly: "@with-js-only",
  withoutJavaScriptOnly: "@without-js-only",
};
