// Accounts end to end (issue 4): register, login, logout, reset, the redirect rules and the
// session cookie, with JavaScript on and off and in both languages.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { e2eEnv } from "./env";
import { expectHydrated } from "./quality-pages";
import { langs, useLanguage, type Lang } from "./support";

const outbox = path.join(e2eEnv.dataDir, "outbox");
const PASSWORD = "e2e-Passw0rd!";
// The register form refuses submissions faster than a person (DESIGN §7: at least 2 s).
const FILL_TIME_MS = 2_100;

let counter = 0;
function uniqueEmail(info: TestInfo, label: string) {
  counter += 1;
  const run = `${Date.now().toString(36)}${counter}`;
  return `${label}-${info.project.name}-${run}@example.com`;
}

/** Creates an account straight at the provider, for tests about something else. */
async function providerRegister(email: string, type: "client" | "company" = "client") {
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

async function logIn(page: Page, email: string, password = PASSWORD, path = "/auth/login") {
  await page.goto(path);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form.auth-form button[type="submit"]').click();
}

async function expectLoggedIn(page: Page) {
  await expect(page.locator(".logout-form button")).toBeVisible();
}

async function logOut(page: Page) {
  await page.locator(".logout-form button").first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator(".logout-form")).toHaveCount(0);
}

/** The toast with JavaScript, the in-page message without it. */
function message(page: Page, javaScriptEnabled: boolean, text: string | RegExp) {
  return javaScriptEnabled
    ? page.locator("[data-sonner-toast]").filter({ hasText: text })
    : page.locator('[role="alert"], [role="status"]').filter({ hasText: text });
}

async function register(page: Page, email: string, type: "client" | "company") {
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
  await page.waitForTimeout(FILL_TIME_MS);
  await form.locator('button[type="submit"]').click();
}

const registered: Record<Lang, RegExp> = {
  en: /Your account has been created/,
  ar: /تم إنشاء حسابك/,
};
const wrongPassword: Record<Lang, string> = {
  en: "These credentials do not match our records.",
  ar: "بيانات الدخول هذه لا تطابق سجلاتنا.",
};

for (const lang of langs) {
  test(`register a company and a client, log in and out (${lang})`, async ({
    page,
    context,
  }, info) => {
    await useLanguage(context, lang);
    for (const type of ["company", "client"] as const) {
      const email = uniqueEmail(info, type);
      await register(page, email, type);
      const status = page.locator('.auth-card [role="status"]');
      await expect(status).toContainText(registered[lang]);
      await expect(page.locator('input[name="email"]')).toHaveValue("");
      // Spec §4: after 2 s the visitor is on the login page.
      await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6_000 });
      await logIn(page, email);
      await expect(page).toHaveURL(/\/$/);
      await expectLoggedIn(page);
      await expect(page.locator(".nav-admin")).toHaveCount(0);
      await logOut(page);
    }
  });

  test(`registering shows one success toast (${lang})`, async ({
    page,
    context,
    javaScriptEnabled,
  }, info) => {
    test.skip(!javaScriptEnabled, "toasts are the JavaScript layer; without it the card says it");
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
  });

  test(`a wrong password shows the provider's error and keeps the email (${lang})`, async ({
    page,
    context,
    javaScriptEnabled,
  }, info) => {
    await useLanguage(context, lang);
    const email = uniqueEmail(info, "wrong");
    await providerRegister(email);
    await logIn(page, email, "not-the-password");
    await expect(message(page, javaScriptEnabled, wrongPassword[lang])).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await expect(page.locator('input[name="password"]')).toHaveValue("");
  });

  test(`register shows the provider's field errors next to the inputs (${lang})`, async ({
    page,
    context,
  }, info) => {
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
  });
}

test("the admin is flagged; the session cookie is HttpOnly, SameSite=Lax and lasts as the token", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const before = Date.now() / 1000;
  await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".nav-admin")).toBeVisible();
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

/** The reset code from the newest mail to `email` in the provider's outbox. */
async function readResetCode(email: string): Promise<string> {
  const names = (await readdir(outbox))
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
  for (const name of names) {
    const raw = await readFile(path.join(outbox, name), "utf8");
    if (!raw.includes(email)) continue;
    const [headers, ...rest] = raw.split(/\r?\n\r?\n/);
    let body = rest.join("\n\n");
    if (/content-transfer-encoding:\s*base64/i.test(headers)) {
      body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    } else if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      body = body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    }
    const code = body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`no reset mail for ${email}`);
}

for (const lang of langs) {
  test(`password reset end to end with the mailed code (${lang})`, async ({
    page,
    context,
    javaScriptEnabled,
  }, info) => {
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
    await page.locator('input[name="code"]').fill(code);
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
  });
}

test("the same answer for an unknown address on /auth/reset", async ({ page }) => {
  await page.goto("/auth/reset");
  await page.locator('input[name="email"]').fill("nobody-here@example.com");
  await page.locator('form.auth-form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/auth\/new_password\?email=nobody-here%40example.com$/);
});

test("cross-origin POSTs to every account action are refused", async ({ request }) => {
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
});
