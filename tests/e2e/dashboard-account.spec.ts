// The admin's own account in the dashboard, JS on and off, English and Arabic: logging out from
// the admin layout (a POST form, as on the public navbar), and taking away one's own admin role,
// which lands on / with a toast saying why. A fresh admin per test: logging out revokes its token.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  adminToken,
  dashboardTexts,
  form,
  providerPost,
  ready,
  resultMessage,
  unique,
} from "./dashboard-support";
import { e2eEnv } from "./env";
import { langs, useLanguage, repeatsInArabicOnly } from "./support";

const texts = dashboardTexts();
const common = (lang: string) =>
  JSON.parse(readFileSync(path.join(e2eEnv.root, `public/locales/${lang}/common.json`), "utf8"));
const PASSWORD = "e2e-Passw0rd!";

async function loginAsNewAdmin(page: Page) {
  const name = unique("adm").replace(/\s/g, "").toLowerCase();
  const email = `${name}@example.test`;
  await providerPost(
    "users/save",
    form({
      username: name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type: "company",
      role: "admin",
    }),
    await adminToken(),
  );
  await page.goto("/auth/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form.auth-form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  return name;
}

for (const lang of langs) {
  const t = texts[lang];

  test(
    `the admin layout logs out (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context }) => {
      await useLanguage(context, lang);
      await loginAsNewAdmin(page);
      await page.goto("/dashboard");
      await page
        .locator(".admin-topbar")
        .getByRole("button", { name: common(lang).navbar.logout })
        .click();
      await expect(page).toHaveURL(/\/auth\/login/);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/auth\/login/);
    },
  );

  test(
    `removing one's own admin role says why (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      const js = Boolean(javaScriptEnabled);
      await useLanguage(context, lang);
      const name = await loginAsNewAdmin(page);
      await page.goto(`/dashboard/users?q=${name}`);
      await page
        .locator("tbody tr")
        .filter({ hasText: name })
        .getByRole("link", { name: new RegExp(t.table.edit) })
        .click();
      await ready(page, js);
      await page.locator('dialog select[name="role"]').selectOption("user");
      await page.locator("dialog").getByRole("button", { name: t.form.save, exact: true }).click();
      await expect(page).toHaveURL(`${e2eEnv.baseURL}/`);
      await expect(resultMessage(page, js, t.toast.own_admin_removed)).toBeVisible();
      await page.goto("/dashboard");
      await expect(page).toHaveURL(`${e2eEnv.baseURL}/`);
    },
  );
}
