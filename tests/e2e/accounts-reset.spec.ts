// The password reset end to end with the mailed code, and the cross-site refusal of every
// account action (spec §2 auth routes; the reset by code: ADR 0003).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import {
  expectLoggedIn,
  logIn,
  message,
  PASSWORD,
  providerRegister,
  uniqueEmail,
  wrongPassword,
} from "./accounts-support";
import { e2eEnv } from "./env";
import { langs, useLanguage, repeatsInArabicOnly, requestOnlyOnce } from "./support";

const outbox = path.join(e2eEnv.dataDir, "outbox");

/** The reset code from the newest mail to `email` in the provider's outbox. */
async function readResetCode(email: string): Promise<string> {
  const names = (await readdir(outbox))
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
  for (const name of names) {
    const raw = await readFile(path.join(outbox, name), "utf8");
    if (!raw.includes(email)) continue;
    // The plain-text part, decoded (quoted-printable or base64) by a real mail parser.
    const { text } = await simpleParser(raw);
    const code = text?.match(/\b([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`no reset mail for ${email}`);
}

for (const lang of langs) {
  test(
    `password reset end to end with the mailed code (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }, info) => {
      await useLanguage(context, lang);
      const email = uniqueEmail(info, "reset");
      await providerRegister(email);
      await page.goto("/auth/reset");
      await page.locator('input[name="email"]').fill(email);
      await page.locator('form.auth-form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/auth\/new_password\?email=/);
      await expect(page.locator('input[name="email"]')).toHaveValue(email);

      let code = "";
      await expect
        .poll(async () => (code = await readResetCode(email).catch(() => "")), { timeout: 10_000 })
        .not.toBe("");
      if (lang === "ar") {
        // The address the mail's link has (with PUBLIC_URL): the page opens filled in (ADR 0021).
        await page.goto(`/auth/new_password?${new URLSearchParams({ email, code })}`);
        await expect(page.locator('input[name="email"]')).toHaveValue(email);
        await expect(page.locator('input[name="code"]')).toHaveValue(code);
      } else await page.locator('input[name="code"]').fill(code);
      await page.locator('input[name="password"]').fill("a-brand-new-passw0rd");
      await page.locator('input[name="password_confirmation"]').fill("a-brand-new-passw0rd");
      await page.locator('form.auth-form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(
        message(
          page,
          javaScriptEnabled,
          lang === "en" ? /password has been changed/ : /تم تغيير كلمة المرور/,
        ),
      ).toBeVisible();
      await logIn(page, email, PASSWORD);
      await expect(message(page, javaScriptEnabled, wrongPassword[lang])).toBeVisible();
      await logIn(page, email, "a-brand-new-passw0rd");
      await expect(page).toHaveURL(/\/$/);
      await expectLoggedIn(page);
    },
  );
}

test("the same answer for an unknown address on /auth/reset", async ({ page }) => {
  await page.goto("/auth/reset");
  await page.locator('input[name="email"]').fill("nobody-here@example.com");
  await page.locator('form.auth-form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/auth\/new_password\?email=nobody-here%40example.com$/);
});

test(
  "cross-origin POSTs to every account action are refused",
  requestOnlyOnce(),
  async ({ request }) => {
    const routes: Record<string, string> = {
      "/auth/login": "routes/_site.auth.login",
      "/auth/register": "routes/_site.auth.register",
      "/auth/reset": "routes/_site.auth.reset",
      "/auth/new_password": "routes/_site.auth.new_password",
      "/auth/logout": "routes/auth.logout",
    };
    // Valid admin credentials: a refused request must not log anyone in.
    const form = { email: e2eEnv.adminEmail, password: e2eEnv.adminPassword };
    const noSession = (headers: { name: string; value: string }[]) =>
      headers.every(
        (h) => h.name.toLowerCase() !== "set-cookie" || !h.value.startsWith("__session="),
      );
    for (const [action, routeId] of Object.entries(routes)) {
      // A browser form post from another site: Sec-Fetch-Site alone is enough for our check.
      const crossSite = await request.post(action, {
        form,
        headers: { "Sec-Fetch-Site": "cross-site" },
        maxRedirects: 0,
      });
      expect(crossSite.status(), action).toBe(403);
      expect(noSession(crossSite.headersArray()), action).toBe(true);
      // With a foreign Origin too, Remix's own guard already stops document posts (a 500 before
      // any action runs); our check answers the same request as a data (fetch) request.
      const evil = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
      const document = await request.post(action, { form, headers: evil, maxRedirects: 0 });
      expect([403, 500], action).toContain(document.status());
      expect(noSession(document.headersArray()), action).toBe(true);
      const data = await request.post(`${action}?_data=${encodeURIComponent(routeId)}`, {
        form,
        headers: { Origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect(data.status(), action).toBe(403);
      expect(noSession(data.headersArray()), action).toBe(true);
      // The control: the same post from our own origin reaches the action.
      const own = await request.post(action, {
        form: { email: "a@example.com", password: "x" },
        headers: { Origin: e2eEnv.baseURL, "Sec-Fetch-Site": "same-origin" },
        maxRedirects: 0,
      });
      expect(own.status(), action).not.toBe(403);
    }
  },
);
