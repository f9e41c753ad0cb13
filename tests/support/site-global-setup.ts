// Vitest global setup of the "site" project (tests/vitest.config.ts): one real product, built and
// started as production runs it, with the demo content and the end-to-end run's environment
// (tests/e2e/serve.mjs), for every file that reads its pages' HTML (tests/integration/site).
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { TestProject } from "vitest/node";
import { e2eEnv } from "../e2e/env";
import { root, SESSION_SECRET, startProduct } from "../integration/ops/harness";

export type SiteProduct = {
  baseURL: string;
  providerURL: string;
  apiKey: string;
  adminEmail: string;
  adminPassword: string;
  /** The app's session secret (SESSION_SECRET), to open a session cookie as only the server can. */
  sessionSecret: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    /** The product the site tests read. */
    site: SiteProduct;
  }
}

/** The app's read cache (PROVIDER_CACHE_TTL_MS) in the product the site tests read. */
export const SITE_CACHE_TTL_MS = 1_000;

// A first start migrates and seeds the demo content: far longer than a bare start on a busy machine.
const READY_MS = 240_000;
// start.mjs drains its two processes within about 22 s; past that it is stuck.
const STOP_MS = 30_000;

export default async function setup(project: TestProject) {
  const product = await startProduct(
    {
      ADMIN_EMAIL: e2eEnv.adminEmail,
      ADMIN_PASSWORD: e2eEnv.adminPassword,
      PROVIDER_API_KEY: e2eEnv.apiKey,
      SEED_DEMO: "true",
      // Encoded demo pictures kept between runs, shared with the end-to-end run.
      SEED_IMAGE_CACHE: path.join(root, "tests/.tmp/seed-images"),
      // Every test shares one address, as in the end-to-end run.
      RATE_LIMIT_SCALE: "50",
      // Another file's new record shows after the app's read cache expires (ADR 0004): a second
      // here, not production's 10 (its default is tested in tests/unit/app/cache.test.ts).
      PROVIDER_CACHE_TTL_MS: String(SITE_CACHE_TTL_MS),
      FORM_MIN_FILL_MS: String(e2eEnv.minFillMs),
    },
    { readyMs: READY_MS },
  );
  project.provide("site", {
    baseURL: product.baseURL,
    providerURL: product.providerURL,
    apiKey: e2eEnv.apiKey,
    adminEmail: e2eEnv.adminEmail,
    adminPassword: e2eEnv.adminPassword,
    sessionSecret: SESSION_SECRET,
  });
  return async () => {
    // Unreferenced: a stop in time does not keep the run waiting for the timer.
    const late = sleep(STOP_MS, "late" as const, { ref: false });
    if ((await Promise.race([product.stop(), late])) === "late") await product.stop("SIGKILL");
    await product.removeData();
  };
}
