// The refusals the app server makes before Remix runs (ADR 0005), as a visitor's browser meets
// them, in both languages: a form posted from another site gets 403, a body over its route's cap
// gets 413, each a whole page in the visitor's language with a way home.
import { expect, test, type Page } from "@playwright/test";
import { e2eEnv } from "./env";
import { langs, useLanguage, repeatsInArabicOnly } from "./support";

const TITLES = {
  403: { en: "Request refused", ar: "تم رفض الطلب" },
  405: { en: "Error | Bayan Digital", ar: "خطأ | بيان الرقمية" },
  413: { en: "Request too large", ar: "الطلب كبير جدًا" },
} as const;
const EVIL = "http://evil.example";

async function expectStatusPage(page: Page, status: 403 | 413, lang: "en" | "ar") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  await expect(page).toHaveTitle(TITLES[status][lang]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES[status][lang]);
  await expect(page.getByRole("link")).toHaveAttribute("href", "/");
}

for (const lang of langs) {
  test.describe(`edge refusals (${lang})`, () => {
    // A cross-site post carries no SameSite=Lax cookie: the page follows the browser's language.
    test.use({ locale: lang === "ar" ? "ar-SA" : "en-US" });

    test(
      "a form posted from another site is refused with 403",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        await page.route(`${EVIL}/**`, (route) =>
          route.fulfill({
            contentType: "text/html",
            body: `<!DOCTYPE html><form method="post" action="${e2eEnv.baseURL}/language"><input type="hidden" name="lng" value="ar"><input type="hidden" name="redirectTo" value="/"><button>go</button></form>`,
          }),
        );
        await page.goto(`${EVIL}/`);
        const [response] = await Promise.all([
          page.waitForResponse(`${e2eEnv.baseURL}/language`),
          page.getByRole("button", { name: "go" }).click(),
        ]);
        expect(response.status()).toBe(403);
        await expectStatusPage(page, 403, lang);
      },
    );

    test(
      "a body over its form's cap is refused with 413",
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        // A page of our own origin (served by the test) whose form posts 100 kB to the contact
        // form, past its 64 kB cap: what a hand-made or tampered form sends, with or without JS.
        const formPage = `${e2eEnv.baseURL}/__edge-test-form`;
        await page.route(formPage, (route) =>
          route.fulfill({
            contentType: "text/html",
            body: `<!DOCTYPE html><form method="post" action="/contact_us"><input type="hidden" name="message" value="${"x".repeat(100 * 1024)}"><button>send</button></form>`,
          }),
        );
        await page.goto(formPage);
        const [response] = await Promise.all([
          page.waitForResponse(`${e2eEnv.baseURL}/contact_us`),
          page.getByRole("button", { name: "send" }).click(),
        ]);
        expect(response.status()).toBe(413);
        await expectStatusPage(page, 413, lang);
      },
    );

    // A post to `/` has no action to meet: Remix refuses it at the root, whose loader then does
    // not run, so the page's language and title come from the request's translations.
    test(
      "a form posted to a page that takes none is refused with 405",
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        const formPage = `${e2eEnv.baseURL}/__edge-test-post-home`;
        await page.route(formPage, (route) =>
          route.fulfill({
            contentType: "text/html",
            body: `<!DOCTYPE html><form method="post" action="/"><input type="hidden" name="a" value="1"><button>send</button></form>`,
          }),
        );
        await page.goto(formPage);
        const [response] = await Promise.all([
          page.waitForResponse(`${e2eEnv.baseURL}/`),
          page.getByRole("button", { name: "send" }).click(),
        ]);
        expect(response.status()).toBe(405);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        await expect(page).toHaveTitle(TITLES[405][lang]);
      },
    );
  });
}
