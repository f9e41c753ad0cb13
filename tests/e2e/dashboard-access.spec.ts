// Who may use the dashboard (spec §6, ADR 0003): a visitor is sent to /auth/login, a logged-in
// non-admin to /. Every /dashboard URL, every dashboard loader called directly (?_data=) and every
// dashboard action answer with that redirect and nothing else, and a refused post changes nothing
// at the provider (read back from its database, SQLite or PostgreSQL).
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Cookie,
} from "@playwright/test";
import { signedInMark } from "./accounts-support";
import { form, providerPost, unique } from "./dashboard-support";
import { e2eEnv } from "./env";
import { query } from "./product-db";
import { langs, useLanguage, repeatsInArabicOnly, requestOnlyOnce } from "./support";

/** The dashboard's routes: URL -> the route ids whose loaders answer it. */
const PAGES: Record<string, string[]> = {
  "/dashboard": ["routes/dashboard", "routes/dashboard._index"],
  "/dashboard/categories": ["routes/dashboard.$entity"],
  "/dashboard/services": ["routes/dashboard.$entity"],
  "/dashboard/projects": ["routes/dashboard.$entity"],
  "/dashboard/posts": ["routes/dashboard.$entity"],
  "/dashboard/FAQs": ["routes/dashboard.$entity"],
  "/dashboard/jobs": ["routes/dashboard.jobs"],
  "/dashboard/skills": ["routes/dashboard.$entity"],
  "/dashboard/tags": ["routes/dashboard.tags"],
  "/dashboard/users": ["routes/dashboard.users"],
  "/dashboard/notifications": ["routes/dashboard.notifications"],
  "/dashboard/notifications/file": ["routes/dashboard.notifications.file"],
  "/dashboard/notifications/csv": ["routes/dashboard.notifications.csv"],
  "/dashboard/audit": ["routes/dashboard.audit"],
  "/dashboard/audit/csv": ["routes/dashboard.audit.csv"],
};

/** The list screens whose action saves and deletes, with the provider table behind each. */
const LISTS: Record<string, string> = {
  "/dashboard/categories": "categories",
  "/dashboard/services": "services",
  "/dashboard/projects": "projects",
  "/dashboard/posts": "posts",
  "/dashboard/FAQs": "faqs",
  "/dashboard/jobs": "jobs",
  "/dashboard/skills": "skills",
  "/dashboard/tags": "tags",
};

const PASSWORD = "e2e-Passw0rd!";
const OWN_ORIGIN = { Origin: e2eEnv.baseURL, "Sec-Fetch-Site": "same-origin" };

/** Data a leaking route would show: an inbox message and a request's attached file. */
const secret = unique("access secret");
let fileUrl = "";

test.beforeAll(async () => {
  await providerPost(
    "contact_us",
    form({ name: "Hidden", email: "hidden@example.com", contact_reason: "x", info: secret }),
  );
  const body = new FormData();
  body.append("type", "graphics");
  body.append("info", secret);
  body.append("phone", "0501234567");
  body.append("info_file", new Blob([`%PDF-1.4\n% ${secret}\n%%EOF\n`]), "secret.pdf");
  await providerPost("ask_service", body);
  const [row] = await query<{ file_path: string }>(
    "select file_path from service_requests where info = ?",
    secret,
  );
  fileUrl = `/dashboard/notifications/file?${new URLSearchParams({ path: row.file_path, name: "secret.pdf" })}`;
});

const urlOf = (page: string) => (page === "/dashboard/notifications/file" ? fileUrl : page);

let userCookies: Cookie[] | null = null;
let userEmail = "";

/** A client account registered at the provider, logged in through /auth/login (once a worker). */
async function nonAdminSession(browser: Browser): Promise<Cookie[]> {
  if (userCookies) return userCookies;
  userEmail = `${unique("member").replace(/\W/g, "")}@example.com`;
  const register = form({
    username: userEmail.split("@")[0].slice(0, 40),
    email: userEmail,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    country: "Egypt",
    city: "Cairo",
    phone: "+20 10 1234 5678",
    type: "client",
  });
  await providerPost("register", register);
  const context = await browser.newContext({ baseURL: e2eEnv.baseURL });
  const page = await context.newPage();
  await page.goto("/auth/login");
  await page.locator('input[name="email"]').fill(userEmail);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form.auth-form button[type="submit"]').click();
  await expect(signedInMark(page)).toBeVisible();
  userCookies = (await context.cookies()).filter((cookie) => cookie.name !== "lng");
  await context.close();
  return userCookies;
}

/** Where spec §6 sends them, for a request made on `url`. */
function targetFor(who: "visitor" | "member", url: string) {
  return who === "visitor" ? `/auth/login?${new URLSearchParams({ redirectTo: url })}` : "/";
}

async function expectRefused(response: APIResponse, target: string, label: string) {
  const data = new URL(response.url()).searchParams.has("_data");
  if (data) {
    // Remix answers a data request's redirect with 204 and the target in a header.
    expect(response.status(), label).toBe(204);
    expect(response.headers()["x-remix-redirect"], label).toBe(target);
  } else {
    expect(response.status(), label).toBe(302);
    expect(response.headers().location, label).toBe(target);
  }
  const body = await response.text();
  expect(body, label).not.toContain(secret);
  expect(body.length, label).toBeLessThan(100);
}

async function checkEveryLoader(request: APIRequestContext, who: "visitor" | "member") {
  for (const [page, routeIds] of Object.entries(PAGES)) {
    const url = urlOf(page);
    await expectRefused(await request.get(url, { maxRedirects: 0 }), targetFor(who, url), url);
    for (const routeId of routeIds) {
      const dataUrl = `${url}${url.includes("?") ? "&" : "?"}_data=${encodeURIComponent(routeId)}`;
      const label = `${url} ${routeId}`;
      await expectRefused(
        await request.get(dataUrl, { maxRedirects: 0 }),
        targetFor(who, url),
        label,
      );
    }
  }
}

/** Posts every dashboard action would accept from an admin, and checks nothing changed. */
async function checkEveryAction(request: APIRequestContext, who: "visitor" | "member") {
  const snapshot = async (table: string, id: number) =>
    JSON.stringify(await query(`select * from ${table} where id = ?`, id));
  const post = async (url: string, routeId: string, fields: Record<string, string>) => {
    for (const target of [url, `${url}?_data=${encodeURIComponent(routeId)}`]) {
      const response = await request.post(target, {
        form: fields,
        headers: OWN_ORIGIN,
        maxRedirects: 0,
      });
      await expectRefused(response, targetFor(who, url), `POST ${target}`);
    }
  };

  for (const [url, table] of Object.entries(LISTS)) {
    const [{ id }] = await query<{ id: number }>(`select min(id) as id from ${table}`);
    const before = await snapshot(table, id);
    expect(before, table).not.toBe("[]");
    const routeId = PAGES[url][0];
    await post(url, routeId, { intent: "delete", id: String(id) });
    await post(url, routeId, {
      intent: "save",
      id: String(id),
      ar_name: "مخترق",
      en_name: "Hijacked",
      title: "Hijacked",
    });
    expect(await snapshot(table, id), table).toBe(before);
  }

  // Users: neither a new admin nor a promotion of an existing account.
  const email = `${unique("intruder").replace(/\W/g, "")}@example.com`;
  const [member] = await query<{ id: number }>(
    "select min(id) as id from users where role = 'user'",
  );
  const memberBefore = await snapshot("users", member.id);
  const user = {
    intent: "save",
    username: email.split("@")[0].slice(0, 40),
    email,
    type: "company",
    role: "admin",
    password: PASSWORD,
    password_confirmation: PASSWORD,
  };
  await post("/dashboard/users", "routes/dashboard.users", user);
  await post("/dashboard/users", "routes/dashboard.users", { ...user, id: String(member.id) });
  expect(await query("select id from users where email = ?", email)).toEqual([]);
  expect(await snapshot("users", member.id)).toBe(memberBefore);

  // The inbox: a read mark is a change too.
  const [message] = await query<{ id: number }>(
    "select id from contact_messages where info = ?",
    secret,
  );
  const messageBefore = await snapshot("contact_messages", message.id);
  await post("/dashboard/notifications", "routes/dashboard.notifications", {
    tab: "messages",
    id: String(message.id),
    read: "1",
  });
  expect(await snapshot("contact_messages", message.id)).toBe(messageBefore);
}

test.describe("a visitor without a session", () => {
  test(
    "every dashboard URL, loader and action leads to /auth/login",
    requestOnlyOnce(),
    async ({ request }) => {
      await checkEveryLoader(request, "visitor");
      await checkEveryAction(request, "visitor");
    },
  );

  for (const lang of langs) {
    test(
      `opening the dashboard shows the login page (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        for (const url of Object.keys(PAGES).map(urlOf)) {
          await page.goto(url);
          await expect(page).toHaveURL(`${e2eEnv.baseURL}${targetFor("visitor", url)}`);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.locator('form.auth-form input[name="password"]')).toBeVisible();
          await expect(page.locator("body")).not.toContainText(secret);
        }
      },
    );
  }
});

test.describe("a logged-in user who is not an admin", () => {
  test.beforeEach(async ({ context, browser }) => {
    await context.addCookies(await nonAdminSession(browser));
  });

  test("every dashboard URL, loader and action leads to /", async ({ context }) => {
    expect(await query("select role from users where email = ?", userEmail)).toEqual([
      { role: "user" },
    ]);
    await checkEveryLoader(context.request, "member");
    await checkEveryAction(context.request, "member");
  });

  for (const lang of langs) {
    test(
      `opening the dashboard shows the home page (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        for (const url of Object.keys(PAGES).map(urlOf)) {
          await page.goto(url);
          await expect(page).toHaveURL(`${e2eEnv.baseURL}/`);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          // Still logged in (no session was ended), just not in the dashboard.
          await expect(signedInMark(page)).toBeVisible();
          await expect(page.locator(".admin-nav-wide")).toHaveCount(0);
          await expect(page.locator("body")).not.toContainText(secret);
        }
      },
    );
  }
});
