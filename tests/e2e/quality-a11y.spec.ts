// WCAG 2.2 A and AA (axe-core) on every public, auth and dashboard page, in English and Arabic,
// with JavaScript on and off (the two projects): zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminSession } from "./dashboard-support";
import { dashboardPages, expectKnownPages, visitorPages } from "./quality-pages";
import { langs, useLanguage } from "./support";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violationsOf(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("load");
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((violation) => ({
    url,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

test("the page lists cover the product", () => {
  expectKnownPages();
});

for (const lang of langs) {
  test(`public and auth pages have no WCAG 2.2 AA violation (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(context, lang);
    const found = [];
    for (const url of visitorPages) found.push(...(await violationsOf(page, url)));
    expect(found).toEqual([]);
  });

  test(`dashboard pages have no WCAG 2.2 AA violation (${lang})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    await context.addCookies(await adminSession(browser));
    await useLanguage(context, lang);
    const found = [];
    for (const url of dashboardPages) found.push(...(await violationsOf(page, url)));
    expect(found).toEqual([]);
  });
}
