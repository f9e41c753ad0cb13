// Helpers shared by the end-to-end tests: direct provider reads (to assert what the page shows
// against the real data) and language selection.
import type { BrowserContext, Locator, Page, TestDetails } from "@playwright/test";
import { STAMP_FIELD } from "../../app/modules/form-protection/fields";
import { waitForStamps } from "../support/fill-time";
import { e2eEnv, e2eTags } from "./env";

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

/**
 * A flow in both languages runs in each with JavaScript; its repeats, without JavaScript and on
 * PostgreSQL (`npm run test:e2e:postgres`), run in Arabic only: the JS-off mechanics and the
 * stored data are the same in either language (Arabic text is the harder case for both), and the
 * English texts are checked with JavaScript (docs/conventions.md, "Tests"). The English test
 * carries a tag the repeating projects leave out (playwright.config.ts), so it is never set up
 * there: `test(title, repeatsInArabicOnly(lang), body)`.
 */
export function repeatsInArabicOnly(lang: Lang): TestDetails {
  return { tag: lang === "en" ? [e2eTags.englishRepeat] : [] };
}

/**
 * A check made with the request fixture alone sends the same request with JavaScript on or off:
 * the js project sends it, the nojs projects leave it out. `test(title, requestOnlyOnce(), body)`.
 */
export function requestOnlyOnce(): TestDetails {
  return { tag: [e2eTags.requestOnly] };
}

const tagsOf = (details: TestDetails) =>
  details.tag === undefined ? [] : Array.isArray(details.tag) ? details.tag : [details.tag];

/**
 * A check of the JavaScript layer (WebAuthn, toasts, messages on blur, axe in the page): the
 * projects without JavaScript leave it out instead of skipping it once its page is set up.
 */
export function withJavaScriptOnly(details: TestDetails = {}): TestDetails {
  return { ...details, tag: [...tagsOf(details), e2eTags.withJavaScriptOnly] };
}

/** A check of the page without JavaScript (its plain forms): the js projects leave it out. */
export function withoutJavaScriptOnly(details: TestDetails = {}): TestDetails {
  return { ...details, tag: [...tagsOf(details), e2eTags.withoutJavaScriptOnly] };
}

/** Waits until the form protection takes a post of the forms in `scope` (fill-time.ts). */
export async function waitForFillTime(scope: Page | Locator) {
  const stamps = await scope
    .locator(`input[name="${STAMP_FIELD}"]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await waitForStamps(stamps);
}
