// Helpers shared by the end-to-end tests: direct provider reads (to assert what the page shows
// against the real data) and language selection.
import { test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { MIN_FILL_MS, STAMP_FIELD } from "../../app/modules/form-protection/fields";
import { e2eEnv } from "./env";

export type Lang = "en" | "ar";
export const langs: Lang[] = ["en", "ar"];

/** Reads the real provider the app uses, so assertions compare the page with the database. */
export async function providerGet<T = unknown>(path: string, lang: Lang = "en"): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${e2eEnv.providerPort}/api/${path}`, {
    headers: { apikey: e2eEnv.apiKey, lang, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`provider ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Chooses the language the way a returning visitor has it: the language cookie. */
export async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: "lng", value: lang, url: e2eEnv.baseURL }]);
}

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * A flow in both languages runs in each with JavaScript; its repeats, without JavaScript and on
 * PostgreSQL (`npm run test:e2e:postgres`), run in Arabic only: the JS-off mechanics and the
 * stored data are the same in either language (Arabic text is the harder case for both), and the
 * English texts are checked with JavaScript (docs/conventions.md, "Tests"). Call first in the test.
 */
export function repeatsInArabicOnly(lang: Lang) {
  const repeat = !jsEnabled() || process.env.E2E_DATABASE === "postgres";
  test.skip(repeat && lang === "en", "repeats (no JavaScript, PostgreSQL) run in Arabic only");
}

/** A check made with the request fixture alone sends the same request in either project. */
export function requestOnlyOnce() {
  test.skip(!jsEnabled(), "the same requests with JavaScript on or off: the js project sends them");
}

/**
 * Waits until the form protection takes a post of the forms in `scope`: their signed stamp
 * (`issuedAt.signature`, the time in base 36, form-stamp.server.ts) is MIN_FILL_MS old (spec §5, ADR 0003).
 * Counted from the stamp the form will send, so the time spent filling the form counts and only
 * the rest is waited; the product runs on this machine's clock.
 */
export async function waitForFillTime(scope: Page | Locator) {
  const stamps = await scope
    .locator(`input[name="${STAMP_FIELD}"]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const issuedAt = Math.max(...stamps.map((stamp) => parseInt(stamp.split(".")[0], 36)));
  if (!Number.isFinite(issuedAt)) throw new Error(`no form stamp to wait for: ${stamps}`);
  const left = issuedAt + MIN_FILL_MS + 150 - Date.now();
  if (left > 0) await new Promise((done) => setTimeout(done, left));
}
