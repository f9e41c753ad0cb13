// A role change or an ended session counts from the next request (docs/security.md, "Accounts"):
// an admin demoted meanwhile through the provider's users API, or whose sessions another sign-in
// ended, gets no dashboard page, no `?_data=` answer and no admin menu, JS on and off.
import { expect, test, type Page } from "@playwright/test";
import { signedInMark } from "./accounts-support";
import { adminToken, form, providerPost, unique } from "./dashboard-support";
import { e2eEnv } from "./env";
import { langs, repeatsInArabicOnly, useLanguage } from "./support";

const PASSWORD = "e2e-Passw0rd!";
const SETTINGS = "/dashboard/settings";
const SETTINGS_DATA = `${SETTINGS}?_data=${encodeURIComponent("routes/dashboard.settings")}`;
/** The provider's token_revoked message (server/i18n), as the login page shows it. */
const ENDED = {
  en: "Your session is no longer valid. Please log in again.",
  ar: "جلستك لم تعد صالحة. يرجى تسجيل الدخول مرة أخرى.",
};

type Admin = { id: number; username: string; email: string };

async function newAdmin(): Promise<Admin> {
  const username = unique("live").replace(/\s/g, "").toLowerCase();
  const email = `${username}@example.test`;
  const fields = { username, email, type: "company", role: "admin" };
  const saved = await providerPost(
    "users/save",
    form({ ...fields, password: PASSWORD, password_confirmation: PASSWORD }),
    await adminToken(),
  );
  return { id: Number((saved.data as { id: number }).id), username, email };
}

/** A new admin signed in through the app, in the dashboard: the admin's menu is there. */
async function adminInDashboard(page: Page) {
  const admin = await newAdmin();
  await page.goto("/auth/login");
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form.auth-form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  await page.goto("/dashboard");
  await expect(page.locator(`.admin-nav-wide a[href="${SETTINGS}"]`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  return admin;
}

/** Opens the settings screen from the menu: with JavaScript a `?_data=` fetch, else a page load. */
async function openSettings(page: Page, js: boolean) {
  const data = js
    ? page.waitForResponse((r) => r.url().includes("_data=routes%2Fdashboard.settings"))
    : null;
  await page.locator(`.admin-nav-wide a[href="${SETTINGS}"]`).click();
  const answer = await data;
  // Its body is gone once the browser follows the redirect; the direct calls below read theirs.
  if (answer) expect(answer.status()).toBe(204);
  return answer?.headers()["x-remix-redirect"] ?? null;
}

for (const lang of langs) {
  test(
    `an admin demoted elsewhere is a plain user from the next request (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      const js = Boolean(javaScriptEnabled);
      await useLanguage(context, lang);
      const admin = await adminInDashboard(page);

      const { id, username, email } = admin;
      const demoted = { id: String(id), username, email, type: "company", role: "user" };
      await providerPost("users/save", form(demoted), await adminToken());

      if (js) expect(await openSettings(page, js)).toBe("/");
      else await openSettings(page, js);
      await expect(page).toHaveURL(`${e2eEnv.baseURL}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // Still signed in, as a user: no dashboard link, no admin menu.
      await expect(signedInMark(page)).toBeVisible();
      await expect(page.locator(".nav-admin")).toHaveCount(0);
      await expect(page.locator(".admin-nav-wide")).toHaveCount(0);

      const direct = await page.request.get(SETTINGS_DATA, { maxRedirects: 0 });
      expect(direct.status()).toBe(204);
      expect(direct.headers()["x-remix-redirect"]).toBe("/");
      expect(await direct.text()).toBe("");
      const root = await (await page.request.get("/?_data=root")).json();
      expect(root.user).toMatchObject({ role: "user", isAdmin: false, isStaff: false });
      await page.goto(SETTINGS);
      await expect(page).toHaveURL(`${e2eEnv.baseURL}/`);
    },
  );

  test(
    `an admin whose sessions another sign-in ended is sent to log in, told why (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      const js = Boolean(javaScriptEnabled);
      await useLanguage(context, lang);
      const admin = await adminInDashboard(page);

      // Another browser of the same account: "end all other sessions".
      const other = await providerPost("login", form({ email: admin.email, password: PASSWORD }));
      await providerPost("account/sessions/end-others", form({}), String(other.token));

      const login = `/auth/login?${new URLSearchParams({ redirectTo: SETTINGS })}`;
      if (js) expect(await openSettings(page, js)).toBe(login);
      else await openSettings(page, js);
      await expect(page).toHaveURL(`${e2eEnv.baseURL}${login}`);
      await expect(page.getByText(ENDED[lang]).first()).toBeVisible();
      await expect(page.locator('form.auth-form input[name="password"]')).toBeVisible();
      await expect(page.locator(".logout-form")).toHaveCount(0);
      // The cookie is gone: the data call is a visitor's.
      const direct = await page.request.get(SETTINGS_DATA, { maxRedirects: 0 });
      expect(direct.headers()["x-remix-redirect"]).toBe(login);
      expect(await direct.text()).toBe("");
    },
  );
}
