// The product the site project started (tests/support/site-global-setup.ts), read as a crawler
// or a visitor without JavaScript reads it: pages fetched over HTTP and parsed, and one admin
// sign-in through the real login form.
import { parse, type HTMLElement } from "node-html-parser";
import { expect, inject, vi } from "vitest";
import { STAMP_FIELD } from "../../../app/modules/form-protection/fields";
import { waitForStamps } from "../../support/fill-time";

export const site = inject("site");

export type Lang = "en" | "ar";
export const langs: Lang[] = ["en", "ar"];

export type Cookies = Record<string, string>;

/**
 * Repeats `round` (reads of the provider and the page, then the checks) until it passes or
 * `timeout` ends: the app serves provider reads from its cache for a second (ADR 0004,
 * `SITE_CACHE_TTL_MS`) and the files run two at a time, so a record another file adds or removes
 * shows late; a round that met one starts again.
 */
export function eventually<T>(round: () => Promise<T>, timeout = 40_000): Promise<T> {
  return vi.waitFor(round, { timeout, interval: 250 });
}

export type Page = {
  status: number;
  headers: Headers;
  /** The address answered, after any redirect. */
  url: string;
  html: string;
  doc: HTMLElement;
};

type Options = {
  /** The language cookie, as a returning visitor has it. */
  lang?: Lang;
  cookies?: Cookies;
  headers?: Record<string, string>;
  /** Posts these fields as a form (application/x-www-form-urlencoded) instead of a GET. */
  form?: Record<string, string>;
};

export function cookieHeader(cookies: Cookies): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/** Requests `path` from the app and parses the document it answers. */
export async function page(path: string, { lang, cookies = {}, headers, form }: Options = {}) {
  const jar = lang ? { ...cookies, lng: lang } : cookies;
  const response = await fetch(new URL(path, site.baseURL), {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { ...(Object.keys(jar).length ? { cookie: cookieHeader(jar) } : {}), ...headers },
  });
  const html = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    url: response.url,
    html,
    doc: parse(html),
  } satisfies Page;
}

/** The cookies a response sets, by name. */
export function setCookies(headers: Headers): Cookies {
  return Object.fromEntries(
    headers.getSetCookie().map((line) => {
      const pair = line.split(";", 1)[0];
      const at = pair.indexOf("=");
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
}

/** The fields a browser would send for `form`: its inputs as they are, with `values` typed in. */
function formFields(form: HTMLElement, values: Record<string, string>) {
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll("input[name]")) {
    const type = input.getAttribute("type") ?? "text";
    if ((type === "checkbox" || type === "radio") && !input.hasAttribute("checked")) continue;
    fields.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
  }
  for (const [name, value] of Object.entries(values)) fields.set(name, value);
  return fields;
}

let admin: { cookies: Cookies; at: number } | null = null;
// The app re-checks a session's token every 5 minutes with a redirect that stores the new time in
// the cookie, which a client sending a fixed Cookie header never keeps: sign in again before.
const FRESH_FOR_MS = 4 * 60_000;

/** Signs in as the admin through /auth/login's form, once per file, and returns the cookies. */
export async function adminCookies(): Promise<Cookies> {
  if (admin && Date.now() - admin.at < FRESH_FOR_MS) return admin.cookies;
  const at = Date.now();
  const login = await page("/auth/login");
  const form = login.doc.querySelector("form.auth-form");
  expect(form, "the login form").not.toBeNull();
  const fields = formFields(form!, { email: site.adminEmail, password: site.adminPassword });
  // The login form may carry no stamp; a form that does is posted once it may be.
  const stamp = fields.get(STAMP_FIELD);
  if (stamp) await waitForStamps([stamp]);
  // A same-origin post, as the browser sends it (the app refuses cross-site posts, ADR 0005).
  const response = await fetch(new URL(form!.getAttribute("action") ?? "", login.url), {
    method: "POST",
    body: fields,
    redirect: "manual",
    headers: {
      origin: site.baseURL,
      "sec-fetch-site": "same-origin",
      cookie: cookieHeader(setCookies(login.headers)),
    },
  });
  await response.arrayBuffer();
  expect(response.status, "signed in").toBeGreaterThanOrEqual(300);
  expect(response.status).toBeLessThan(400);
  expect(response.headers.get("location")).not.toMatch(/\/auth\/login/);
  const { lng: _language, ...cookies } = setCookies(response.headers);
  expect(Object.keys(cookies).length, "session cookie").toBeGreaterThan(0);
  admin = { cookies, at };
  return cookies;
}
