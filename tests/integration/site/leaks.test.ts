// Neither the provider's apikey nor a session token may reach a browser (ADR 0003, docs/security.md): crawl every
// page a visitor and the admin can reach by links, call every loader of every page (`?_data=`),
// fetch every static asset (scripts, styles, locale files), and search every body.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { createEncryptedCookie } from "../../../app/modules/session/encrypted-cookie.server";
import { root } from "../ops/harness";
import { adminCookies, cookieHeader, setCookies, site, type Cookies } from "./support";

const MAX_PAGES = 200;
const SKIP = /^\/(auth\/logout|language)(\/|$|\?)/;

type Body = { url: string; text: string };

/** The token inside the app's encrypted session cookie, opened with the product's secret. */
async function sessionToken(cookieValue: string): Promise<string | null> {
  const cookie = createEncryptedCookie("__session", { secrets: [site.sessionSecret] });
  const data = (await cookie.parse(`__session=${cookieValue}`)) as { token?: unknown } | null;
  return typeof data?.token === "string" ? data.token : null;
}

/** A GET as a client sends it with these cookies; redirects are read, not followed. */
async function get(url: string, cookies: Cookies = {}) {
  const headers = Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : undefined;
  const response = await fetch(new URL(url, site.baseURL), { headers, redirect: "manual" });
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    cookies: setCookies(response.headers),
    text: await response.text(),
  };
}

function sameSiteLinks(html: string, from: string): string[] {
  const links: string[] = [];
  for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const url = new URL(href.replace(/&amp;/g, "&"), new URL(from, site.baseURL));
    if (url.origin !== site.baseURL) continue;
    links.push(url.pathname + url.search);
  }
  return links;
}

/** The route ids of a rendered page, from Remix's module script. */
function routeIds(html: string): string[] {
  const modules = /window\.__remixRouteModules\s*=\s*\{([^}]*)\}/.exec(html)?.[1] ?? "";
  return [...modules.matchAll(/"([^"]+)"\s*:/g)].map((match) => match[1]);
}

/** A page shape: path plus parameter names, so `?edit=1` and `?edit=2` count once. */
function shape(url: string): string {
  const parsed = new URL(url, site.baseURL);
  return `${parsed.pathname}?${[...new Set(parsed.searchParams.keys())].sort().join("&")}`;
}

/** Link after link from `start`, keeping the cookies answers set (`?lng=ar` sets the language). */
async function crawl(cookies: Cookies, start: string[]) {
  const jar = { ...cookies };
  const bodies: Body[] = [];
  const queue = [...start];
  const seen = new Set<string>();
  const pages: string[] = [];
  while (queue.length && pages.length < MAX_PAGES) {
    const url = queue.shift()!;
    if (seen.has(shape(url)) || SKIP.test(url)) continue;
    seen.add(shape(url));
    const { type, text, cookies: set } = await get(url, jar);
    Object.assign(jar, set);
    bodies.push({ url, text });
    if (!type.includes("text/html")) continue;
    pages.push(url);
    queue.push(...sameSiteLinks(text, url));
    for (const id of routeIds(text)) {
      const data = new URL(url, site.baseURL);
      data.searchParams.set("_data", id);
      const loader = await get(data.pathname + data.search, jar);
      bodies.push({ url: `${url} ?_data=${id}`, text: loader.text });
    }
  }
  return { bodies, pages };
}

function publicFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? publicFiles(full, `${prefix}/${name}`)
      : [`${prefix}/${name}`];
  });
}

test("no page, loader answer or asset holds the apikey or a session token", async () => {
  const login = await fetch(`${site.providerURL}/api/login`, {
    method: "POST",
    headers: { apikey: site.apiKey, lang: "en", accept: "application/json" },
    body: new URLSearchParams({ email: site.adminEmail, password: site.adminPassword }),
  });
  const { token: providerToken } = (await login.json()) as { token: string };
  const cookies = await adminCookies();
  const session = cookies.__session;
  expect(session, "the app's session cookie").toBeTruthy();
  const token = await sessionToken(session!);
  expect(token, "the token inside the session cookie").toBeTruthy();
  const secrets = {
    apikey: site.apiKey,
    "provider token": providerToken,
    "session token": token!,
    "session cookie": session!,
    "session cookie (decoded)": decodeURIComponent(session!),
  };
  for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThan(10);

  const asVisitor = await crawl({}, ["/", "/?lng=ar"]);
  const asAdmin = await crawl(cookies, ["/dashboard", "/"]);
  const assets = publicFiles(path.join(root, "public"));
  expect(assets.some((file) => file.startsWith("/build/") && file.endsWith(".js"))).toBe(true);
  expect(assets.some((file) => file.startsWith("/locales/"))).toBe(true);
  const assetBodies: Body[] = [];
  for (const file of assets) {
    const { status, text } = await get(file);
    expect(status, file).toBe(200);
    assetBodies.push({ url: file, text });
  }

  expect(asVisitor.pages.length).toBeGreaterThan(10);
  expect(asAdmin.pages.filter((url) => url.startsWith("/dashboard")).length).toBeGreaterThan(8);
  const everything = [...asVisitor.bodies, ...asAdmin.bodies, ...assetBodies];
  const leaks = everything.flatMap(({ url, text }) =>
    Object.entries(secrets)
      .filter(([, value]) => text.includes(value))
      .map(([name]) => `${name} in ${url}`),
  );
  expect(leaks).toEqual([]);
  // About 200 pages with their loaders, one request at a time, on a busy machine.
}, 240_000);
