// Helpers of the account specs (accounts.spec.ts, accounts-reset.spec.ts): accounts made at the
// provider or through the register form, logging in and out, and the message a visitor sees.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { e2eEnv } from "./env";
import { waitForFillTime, type Lang } from "./support";

export const PASSWORD = "e2e-Passw0rd!";

let counter = 0;
export function uniqueEmail(info: TestInfo, label: string) {
  counter += 1;
  const run = `${Date.now().toString(36)}${counter}`;
  return `${label}-${info.project.name}-${run}@example.com`;
}

/** Creates an account straight at the provider, for tests about something else. */
export async function providerRegister(email: string, type: "client" | "company" = "client") {
  const body = new URLSearchParams({
    username: email
      .split("@")[0]
      .replace(/[^a-z0-9]/gi, "")
      .slice(0, 40),
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    country: "Saudi Arabia",
    city: "Riyadh",
    phone: "+966 55 123 4567",
    type,
  });
  const res = await fetch(`http://127.0.0.1:${e2eEnv.providerPort}/api/register`, {
    method: "POST",
    body,
    headers: {
      apikey: e2eEnv.apiKey,
      lang: "en",
      accept: "application/json",
      // Its own address (the runner is a trusted loopback proxy), so these set-up accounts do not
      // use up the provider's per-address register limit that the app's own requests share.
      "x-forwarded-for": `198.18.${counter % 250}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  expect(res.status, await res.text()).toBe(200);
}

export async function logIn(page: Page, email: string, password = PASSWORD, path = "/auth/login") {
  await page.goto(path);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form.auth-form button[type="submit"]').click();
}

/**
 * How long a sign-in may take to show: the provider checks an argon2 hash, which took over 7 s
 * early in full runs on a busy 2-core machine (docs/performance.md).
 */
export const SIGN_IN_MS = 20_000;

/** Signed in: the site's account menu, or the dashboard's top bar with its log-out button. */
export function signedInMark(page: Page) {
  return page.locator(".account-menu, .admin-topbar .logout-form").first();
}

export async function expectLoggedIn(page: Page) {
  await expect(signedInMark(page)).toBeVisible({ timeout: SIGN_IN_MS });
}

/** Logs out from the site's account menu (opened first) or the dashboard's top bar. */
export async function logOut(page: Page) {
  const menu = page.locator(".account-menu");
  if (await menu.isVisible()) await menu.locator("summary").click();
  await page
    .locator(".account-menu .logout-form button, .admin-topbar .logout-form button")
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator(".logout-form")).toHaveCount(0);
}

/** The toast with JavaScript, the in-page message without it. */
export function message(page: Page, javaScriptEnabled: boolean, text: string | RegExp) {
  return javaScriptEnabled
    ? page.locator("[data-sonner-toast]").filter({ hasText: text })
    : page.locator('[role="alert"], [role="status"]').filter({ hasText: text });
}

export async function register(page: Page, email: string, type: "client" | "company") {
  await page.goto("/auth/register");
  const form = page.locator("form.auth-form");
  await form.locator('input[name="username"]').fill(email.split("@")[0].replace(/[^a-z0-9]/gi, ""));
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await form.locator('input[name="country"]').fill("Egypt");
  await form.locator('input[name="city"]').fill("Cairo");
  await form.locator('input[name="phone"]').fill("+20 100 123 4567");
  await form.locator(`input[name="type"][value="${type}"]`).check();
  await form.locator('input[name="agreement"]').check();
  await waitForFillTime(page);
  await form.locator('button[type="submit"]').click();
}

export const registered: Record<Lang, RegExp> = {
  en: /Your account has been created/,
  ar: /تم إنشاء حسابك/,
};
export const wrongPassword: Record<Lang, string> = {
  en: "These credentials do not match our records.",
  ar: "بيانات الدخول هذه لا تطابق سجلاتنا.",
};
