// Navigation that fails (spec §4, §8): a click while offline, or a page's data that does not
// arrive, keeps the visitor on the site, in their language, with a "Try again" that works once
// the cause is gone. Needs JavaScript: without it a click is the browser's own page load.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eEnv } from "./env";
import { expectHydrated } from "./quality-pages";
import { langs, useLanguage, type Lang } from "./support";

type ErrorTexts = { error_page: Record<string, string> };
const texts = Object.fromEntries(
  langs.map((lang) => [
    lang,
    JSON.parse(
      readFileSync(path.join(e2eEnv.root, "public/locales", lang, "common.json"), "utf8"),
    ) as ErrorTexts,
  ]),
) as Record<Lang, ErrorTexts>;

for (const lang of langs) {
  test(`a click while offline stays on the site and loads once back online (${lang})`, async ({
    page,
    context,
  }) => {
    await useLanguage(context, lang);
    await page.goto("/");
    await expectHydrated(page);
    await context.setOffline(true);
    await expect(page.getByTestId("offline-banner")).toBeVisible();
    // Neither the page's code nor its data can come: no reload to the browser's offline page.
    await page.locator(".site-footer a[href='/conditions']").click();
    const view = page.getByTestId("error-view");
    await expect(view).toContainText(texts[lang].error_page.offline_title);
    await expect(view).toContainText(texts[lang].error_page.offline_message);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByTestId("offline-banner")).toBeVisible();
    const retry = page.getByTestId("error-try-again");
    await expect(retry).toHaveText(texts[lang].error_page.try_again);
    // Still offline: the button says it cannot work yet, and a click keeps the visitor here.
    await expect(retry).toHaveAttribute("aria-disabled", "true");
    await retry.click({ force: true });
    await expect(view).toBeVisible();
    expect(page.url()).toMatch(/^http:\/\/localhost:\d+\/conditions$/);
    await context.setOffline(false);
    await expect(view).toContainText(texts[lang].error_page.load_failed);
    await retry.click();
    await expect(page.getByTestId("error-view")).toHaveCount(0);
    await expect(page).toHaveURL(/\/conditions$/);
    await expect(page.locator("main h1")).toBeVisible();
  });

  test(`a page whose data does not arrive offers to try again (${lang})`, async ({
    page,
    context,
  }) => {
    await useLanguage(context, lang);
    await page.goto("/");
    await expectHydrated(page);
    await page.route(/\/privacy\?_data=/, (route) => route.abort("connectionreset"), { times: 1 });
    await page.locator(".site-footer a[href='/privacy']").click();
    const view = page.getByTestId("error-view");
    await expect(view).toContainText(texts[lang].error_page.load_failed);
    await expect(view).toContainText(texts[lang].error_page.load_failed_message);
    await expect(view).not.toContainText("500");
    await expect(view.getByRole("link", { name: texts[lang].error_page.go_home })).toBeVisible();
    await view.getByRole("link", { name: texts[lang].error_page.try_again }).click();
    await expect(page.getByTestId("error-view")).toHaveCount(0);
    await expect(page).toHaveURL(/\/privacy$/);
  });
}
