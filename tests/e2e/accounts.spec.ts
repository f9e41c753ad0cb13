// Accounts end to end: register, login, logout, the redirect rules and the session cookie, with
// JavaScript on and off and in both languages (spec §2 auth routes, §4, §6). The password reset:
// accounts-reset.spec.ts.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  expectLoggedIn,
  logIn,
  logOut,
  message,
  providerRegister,
  register,
  SIGN_IN_MS,
  registered,
  uniqueEmail,
  wrongPassword,
} from "./accounts-support";
import { e2eEnv } from "./env";
import { expectHydrated } from "./quality-pages";
import { langs, useLanguage, repeatsInArabicOnly, withJavaScriptOnly } from "./support";

for (const lang of langs) {
  test(
    `register a company and a client, log in and out (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }, info) => {
      await useLanguage(context, lang);
      const texts = JSON.parse(readFileSync(`public/locales/${lang}/auth.json`, "utf8")) as {
        register: { created_login: string };
      };
      for (const type of ["company", "client"] as const) {
        const email = uniqueEmail(info, type);
        await register(page, email, type);
        const status = page.locator('.auth-card [role="status"]');
        await expect(status).toContainText(registered[lang]);
        await expect(page.locator('input[name="email"]')).toHaveValue("");
        // Spec §4: after 2 s the visitor is on the login page.
        await expect(page).toHaveURL(/\/auth\/login(\?registered)?$/, { timeout: 6_000 });
        // Without JavaScript the toast never shows: the login page confirms the account instead.
        if (!javaScriptEnabled) {
          await expect(page.locator('.auth-card [role="status"]')).toHaveText(
            texts.register.created_login,
          );
        }
        await logIn(page, email);
        await expect(page).toHaveURL(/\/$/);
        await expectLoggedIn(page);
        await expect(page.locator(".nav-admin")).toHaveCount(0);
        await logOut(page);
      }
    },
  );

  test(
    `registering shows one success toast (${lang})`,
    // Toasts are the JavaScript layer; without it the card says it (the test above).
    withJavaScriptOnly(repeatsInArabicOnly(lang)),
    async ({ page, context }, info) => {
      await useLanguage(context, lang);
      await register(page, uniqueEmail(info, "toast"), "client");
      const toasts = page.locator("[data-sonner-toast]").filter({ hasText: registered[lang] });
      await expect(toasts.first()).toBeVisible();
      // Until the login page, 2 s later (spec §4), the register message is shown once.
      const counts: number[] = [];
      for (let i = 0; i < 14; i++) {
        counts.push(await toasts.count());
        await page.waitForTimeout(250);
      }
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(Math.max(...counts), counts.join(",")).toBe(1);
      expect(await page.locator("[data-sonner-toast]").count()).toBe(1);
    },
  );

  test(
    `a wrong password shows the provider's error and keeps the email (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }, info) => {
      await useLanguage(context, lang);
      const email = uniqueEmail(info, "wrong");
      await providerRegister(email);
      await logIn(page, email, "not-the-password");
      await expect(message(page, javaScriptEnabled, wrongPassword[lang])).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login/);
      await expect(page.locator('input[name="email"]')).toHaveValue(email);
      await expect(page.locator('input[name="password"]')).toHaveValue("");
    },
  );

  test(
    `register shows the provider's field errors next to the inputs (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context }, info) => {
      await useLanguage(context, lang);
      const email = uniqueEmail(info, "taken");
      await providerRegister(email);
      await register(page, email, "client");
      const error = page.locator("#register-email-error");
      await expect(error).toBeVisible();
      await expect(page.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator('input[name="email"]')).toHaveValue(email);
      await expect(page.locator('input[name="city"]')).toHaveValue("Cairo");
      await expect(page.locator('input[name="password"]')).toHaveValue("");
    },
  );
}

test("the admin is flagged; the session cookie is HttpOnly, SameSite=Lax and lasts as the token", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const before = Date.now() / 1000;
  await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
  // Admins are flagged by the account menu's badge, and the menu holds the dashboard's link.
  await expect(page.locator(".account-menu .badge")).toBeVisible({ timeout: SIGN_IN_MS });
  await expect(page.locator(".nav-admin")).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
  const session = (await context.cookies()).find((cookie) => cookie.name === "__session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(session?.expires).toBeGreaterThan(before + 216_000 - 60);
  expect(session?.expires).toBeLessThan(Date.now() / 1000 + 216_000 + 60);
  const html = await page.content();
  expect(html).not.toContain(session?.value ?? "no-cookie");
  if (javaScriptEnabled) {
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain("__session");
    expect(visible).not.toMatch(/token/i);
    // Logout clears what the browser kept for the account, never the language: the hydrated
    // form does (before hydration the click is the plain form post of the nojs project).
    await expectHydrated(page);
    await page.evaluate(() => {
      sessionStorage.setItem("draft", "x");
      localStorage.setItem("user_info", "{}");
      localStorage.setItem("lang", "ar");
    });
  }
  await logOut(page);
  expect((await context.cookies()).some((cookie) => cookie.name === "__session")).toBe(false);
  if (javaScriptEnabled) {
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem("draft"),
      user: localStorage.getItem("user_info"),
      lang: localStorage.getItem("lang"),
    }));
    expect(stored).toEqual({ session: null, user: null, lang: "ar" });
  }
});

test("redirect rules: /auth/* for the logged in, /dashboard for visitors and non-admins", async ({
  page,
  request,
}, info) => {
  // A visitor: the dashboard (page and loader data) leads to login and back after it.
  const data = await request.get("/dashboard?_data=routes%2Fdashboard", { maxRedirects: 0 });
  expect(data.status()).toBe(204);
  expect(data.headers()["x-remix-redirect"]).toMatch(/^\/auth\/login\?redirectTo=%2Fdashboard/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard$/);
  await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword, page.url());
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ["/auth/login", "/auth/register", "/auth/reset", "/auth/new_password"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
  await logOut(page);

  const email = uniqueEmail(info, "client");
  await providerRegister(email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".nav-admin")).toHaveCount(0);
});
