// Each dashboard screen and each account page has its own document title that names the page and
// the brand, in the page's language.
import { expect, test } from "@playwright/test";
import { adminSession } from "./dashboard-support";
import { langs, useLanguage } from "./support";

const SCREENS = [
  "",
  "/categories",
  "/services",
  "/projects",
  "/posts",
  "/FAQs",
  "/jobs",
  "/skills",
  "/tags",
  "/users",
  "/notifications",
  "/audit",
];
const BRAND = { en: "Bayan Digital", ar: "بيان الرقمية" };

for (const lang of langs) {
  test(`dashboard screens have distinct titles with the brand (${lang})`, async ({
    page,
    context,
    browser,
  }) => {
    await context.addCookies(await adminSession(browser));
    await useLanguage(context, lang);
    const titles: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(`/dashboard${screen}`);
      const heading = (await page.locator("h1").first().innerText()).trim();
      const title = await page.title();
      expect(title, screen).toContain(BRAND[lang]);
      // The screen's own name: its heading, or its menu entry for the overview.
      if (screen) expect(title, screen).toContain(heading);
      titles.push(title);
    }
    expect(new Set(titles).size, titles.join("\n")).toBe(SCREENS.length);
  });

  test(`account pages' titles name the page and the brand (${lang})`, async ({ page, context }) => {
    await useLanguage(context, lang);
    for (const path of ["/auth/login", "/auth/register", "/auth/reset", "/auth/new_password"]) {
      await page.goto(path);
      const heading = (await page.locator("h1").first().innerText()).trim();
      await expect(page, path).toHaveTitle(`${heading} | ${BRAND[lang]}`);
    }
  });
}
