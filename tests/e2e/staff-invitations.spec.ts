// A staff invitation end to end (docs/conventions.md, "Staff invitations"): an admin invites an
// editor on the users screen, the mail in the product's outbox carries the code, the colleague
// sets a password on /auth/invitation and lands signed in on the dashboard. English with
// JavaScript, Arabic without (the e2e product runs without PUBLIC_URL, so the mail names the page
// and the code: typed by hand in English, opened as a link's address in Arabic).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { expectLoggedIn, PASSWORD, SIGN_IN_MS, uniqueEmail } from "./accounts-support";
import { adminSession } from "./dashboard-support";
import { e2eEnv } from "./env";
import { useLanguage } from "./support";

const outbox = path.join(e2eEnv.dataDir, "outbox");
const CODE = /\b((?:[a-z2-9]{4}-){5}[a-z2-9]{4})\b/;

async function invitationCode(email: string): Promise<string> {
  const names = (await readdir(outbox))
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
  for (const name of names) {
    const raw = await readFile(path.join(outbox, name), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    const code = CODE.exec((await simpleParser(raw)).text ?? "")?.[1];
    if (code) return code;
  }
  return "";
}

test("an invited editor sets a password and lands on the dashboard", async ({
  page,
  context,
  browser,
  javaScriptEnabled,
}, info) => {
  const lang = javaScriptEnabled ? "en" : "ar";
  const email = uniqueEmail(info, "invited");
  await context.addCookies(await adminSession(browser));
  await useLanguage(context, lang);

  await page.goto("/dashboard/users");
  const panel = page.getByTestId("invitations");
  await panel.locator('input[name="email"]').fill(email);
  await panel.locator('select[name="role"]').selectOption("editor");
  await panel.locator('form.invite-form button[type="submit"]').click();
  await expect(page.getByTestId("invitations-table").getByText(email)).toBeVisible();

  let code = "";
  await expect
    .poll(async () => (code = await invitationCode(email).catch(() => "")), { timeout: 10_000 })
    .not.toBe("");

  // The colleague's own browser: no admin session.
  await context.clearCookies();
  await useLanguage(context, lang);
  if (lang === "en") {
    await page.goto("/auth/invitation");
    await page.locator('input[name="token"]').fill(code.toUpperCase());
    await page.locator('form.auth-form button[type="submit"]').click();
    await expect(page).toHaveURL(/\?token=/, { timeout: SIGN_IN_MS });
  } else await page.goto(`/auth/invitation?token=${code}`);
  await expect(page.locator(".auth-intro")).toContainText(lang === "en" ? "an editor" : "محرر", {
    timeout: SIGN_IN_MS,
  });
  await expect(page.locator("#invitation-email")).toHaveValue(email);
  const form = page.locator("form.auth-form");
  await form.locator('input[name="username"]').fill(`inv${Date.now().toString(36)}`);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLoggedIn(page);
  // An editor's menu: the content screens, not the users screen (core/auth/permissions.ts).
  await expect(page.locator('.admin-nav-wide a[href="/dashboard/posts"]')).toBeVisible();
  await expect(page.locator('.admin-nav a[href="/dashboard/users"]')).toHaveCount(0);
});
