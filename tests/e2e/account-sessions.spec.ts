// Two sessions of one account in two browsers: one ends the other on /account/security, and the
// other's next public page shows it signed out (docs/conventions.md, "Account security"). With
// JavaScript on and off: the page's forms are plain POSTs.
import { expect, test } from "@playwright/test";
import { expectLoggedIn, logIn, providerRegister, uniqueEmail } from "./accounts-support";
import { e2eEnv } from "./env";
import { langs, useLanguage } from "./support";

const END_OTHERS = { en: "End all other sessions", ar: "إنهاء كل الجلسات الأخرى" };

for (const lang of langs) {
  test(`one session ends the other, which is signed out on its next page (${lang})`, async ({
    browser,
    context,
    page,
    javaScriptEnabled,
  }, info) => {
    const email = uniqueEmail(info, `sessions-${lang}`);
    await providerRegister(email);
    const other = await browser.newContext({
      baseURL: e2eEnv.baseURL,
      javaScriptEnabled,
      locale: "en-US",
    });
    try {
      await useLanguage(context, lang);
      await useLanguage(other, lang);
      const away = await other.newPage();
      await logIn(away, email);
      await expectLoggedIn(away);

      await logIn(page, email);
      await expectLoggedIn(page);
      await page.goto("/account/security");
      const sessions = page.getByTestId("sessions").locator("li");
      await expect(sessions).toHaveCount(2);
      await expect(sessions.filter({ has: page.locator(".badge") })).toHaveCount(1);
      await page.getByRole("button", { name: END_OTHERS[lang] }).click();
      await expect(page).toHaveURL(/\/account\/security$/);
      await expect(sessions).toHaveCount(1);
      await expectLoggedIn(page);

      // The other browser's next public page: signed out, its cookie cleared.
      await away.goto("/services");
      await expect(away.locator(".logout-form")).toHaveCount(0);
      await expect(away.locator('a[href="/auth/login"]').first()).toBeVisible();
      await away.goto("/account/security");
      await expect(away).toHaveURL(/\/auth\/login\?redirectTo=%2Faccount%2Fsecurity$/);
    } finally {
      await other.close();
    }
  });
}
