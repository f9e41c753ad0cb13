// Helpers of the dashboard end-to-end tests: one admin login per worker (its cookies reused by
// every test), provider calls for set-up data, and reading a result with JS on or off.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Browser, type Cookie, type Locator, type Page } from "@playwright/test";
import { CONTENT_ENTITIES, isContentKey } from "../../core/content/registry";
import { e2eEnv } from "./env";
import { langs, type Lang } from "./support";

/** A namespace's sections of texts (deeper objects, such as notifications.csv, are cast where read). */
type Texts = Record<string, Record<string, string>>;

/** The dashboard namespace in both languages, as the app shows it. */
export function dashboardTexts(): Record<Lang, Texts> {
  const read = (lang: Lang) =>
    JSON.parse(
      readFileSync(path.join(e2eEnv.root, `public/locales/${lang}/dashboard.json`), "utf8"),
    ) as Texts;
  return Object.fromEntries(langs.map((lang) => [lang, read(lang)])) as Record<Lang, Texts>;
}

/** The contact form's reason labels per language (the inbox shows these, not the keys). */
export function reasonTexts(): Record<Lang, Record<string, string>> {
  const read = (lang: Lang) =>
    JSON.parse(readFileSync(path.join(e2eEnv.root, `public/locales/${lang}/forms.json`), "utf8"))
      .contact.reasons as Record<string, string>;
  return Object.fromEntries(langs.map((lang) => [lang, read(lang)])) as Record<
    Lang,
    Record<string, string>
  >;
}

let adminCookies: Cookie[] | null = null;

/** Logs in through /auth/login once a worker and returns the cookies. */
export async function adminSession(browser: Browser): Promise<Cookie[]> {
  if (adminCookies) return adminCookies;
  const context = await browser.newContext({ baseURL: e2eEnv.baseURL });
  const page = await context.newPage();
  await page.goto("/auth/login");
  await page.locator('input[name="email"]').fill(e2eEnv.adminEmail);
  await page.locator('input[name="password"]').fill(e2eEnv.adminPassword);
  await page.locator('form.auth-form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const cookies = (await context.cookies()).filter((cookie) => cookie.name !== "lng");
  adminCookies = cookies;
  await context.close();
  return cookies;
}

/** Posts form data straight to the provider (set-up data the UI does not create). */
export async function providerPost(path: string, body: FormData, token?: string) {
  const headers: Record<string, string> = {
    apikey: e2eEnv.apiKey,
    lang: "en",
    accept: "application/json",
    "x-forwarded-for": `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  };
  if (token) headers.token = token;
  const res = await fetch(`http://127.0.0.1:${e2eEnv.providerPort}/api/${path}`, {
    method: "POST",
    body,
    headers,
  });
  const json = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}

export function form(values: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

/** The sonner toast with JavaScript, the server-rendered message or alert without it. */
export function resultMessage(page: Page, js: boolean, text: string | RegExp) {
  // The newest toast is the front one (data-index 0); an earlier save's toast with the same text
  // may still be on screen for its 6 s.
  return js
    ? page.locator('[data-sonner-toast][data-index="0"]').filter({ hasText: text })
    : page.locator('.flash-message, [role="alert"]').filter({ hasText: text }).first();
}

/** Types into a rich-text field: the Lexical editor with JS, the plain textarea without. */
export async function fillRich(page: Page, js: boolean, name: string, value: string) {
  if (js) {
    const editor = page.getByTestId(`editor-${name}`).locator(".rt-content");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(value);
  } else {
    await page.locator(`textarea[name="${name}"]`).fill(value);
  }
}

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Once hydrated, the open modal is a real modal dialog (showModal); without JS nothing waits. */
export async function ready(page: Page, js: boolean) {
  if (js) await expect(page.locator("dialog:modal")).toHaveCount(1);
}

let token: string | null = null;

/** An admin token straight from the provider, for set-up calls. */
export async function adminToken(): Promise<string> {
  if (token) return token;
  const body = await providerPost(
    "login",
    form({ email: e2eEnv.adminEmail, password: e2eEnv.adminPassword }),
  );
  token = String(body.token);
  return token;
}

/**
 * Seen by the user, not only displayed: the element is the topmost thing at its centre. A toast
 * under a modal dialog's backdrop (the top layer) passes toBeVisible() but fails this.
 */
export async function expectOnTop(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      }),
    )
    .toBe(true);
}

/** The unread count the admin menu shows (0 when it shows none). */
export async function unreadShown(page: Page): Promise<number> {
  const badge = page.locator('.admin-nav-wide [data-testid="unread-count"] > [aria-hidden]');
  if ((await badge.count()) === 0) return 0;
  // Arabic pages write the count in Arabic-Indic digits (one numbering system per language).
  const text = (await badge.textContent()) ?? "";
  return Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)));
}

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF rows) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * The save form's submit button: content with a workflow is published from its form ("Publish",
 * docs/publishing.md), the other screens save ("Save").
 */
export function saveButton(t: Texts, entity: string): string {
  return isContentKey(entity) && CONTENT_ENTITIES[entity].workflow
    ? t.publishing.publish
    : t.form.save;
}

/** The inbox's conversation whose message holds `marker`, opened from the list (a plain link). */
export async function openConversation(page: Page, marker: string): Promise<Locator> {
  const item = page.getByTestId("inbox").getByTestId("inbox-item").filter({ hasText: marker });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const conversation = page.getByTestId("conversation");
  await expect(conversation.locator(".inbox-message")).toHaveText(marker);
  return conversation;
}
