// The dashboard's statistics page writes every figure of a language in one numbering system:
// Arabic-Indic digits in Arabic (as Intl's ar-EG gives the counts and dates), Western in English,
// on the cards, their notes, the chart and the menu's unread count alike.
import { expect, test } from "@playwright/test";
import { adminSession } from "./dashboard-support";
import { langs, useLanguage, repeatsInArabicOnly } from "./support";

const WESTERN = /[0-9]/;
const ARABIC_INDIC = /[٠-٩]/;

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

for (const lang of langs) {
  test(
    `the statistics use one numbering system (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context }) => {
      await useLanguage(context, lang);
      await page.goto("/dashboard");
      const parts = [
        page.getByTestId("statistics"),
        page.locator("section.admin-panel").filter({ has: page.locator("#chart-heading") }),
        page.locator(".admin-nav-wide"),
      ];
      const [own, other] = lang === "ar" ? [ARABIC_INDIC, WESTERN] : [WESTERN, ARABIC_INDIC];
      await expect(parts[0]).toContainText(own);
      for (const part of parts) {
        const text = await part.evaluate((element) => element.textContent ?? "");
        expect(text, text).not.toMatch(other);
      }
    },
  );
}
