// Neither the provider's apikey nor a session token may reach a browser (ADR 0003, docs/security.md): crawl every
// page a visitor and the admin can reach by links, call every loader of every page (`?_data=`),
// fetch every static asset (scripts, styles, locale files), and search every body.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { createEncryptedCookie } from "../../app/modules/session/encrypted-cookie.server";
import { adminSession } from "./dashboard-support";
import { e2eEnv } from "./env";

const MAX_PAGES = 200;
const SKIP = /^\/(auth\/logout|language)(\/|$|\?)/;

type Body = { url: string; text: string };

/**
 * The token inside the app's encrypted session cookie, opened with the secret the product
 * generated into its data directory (server/bin/secrets.mjs): only the server can read it.
 */
async function sessionToken(cookieValue: string): Promise<string | null> {
  const { sessionSecret } = JSON.parse(
    readFileSync(path.join(e2eEnv.dataDir, "secrets.json"), "utf8"),
  ) as { sessionSecret: string };
  const cookie = createEncryptedCookie("__session", { secrets: [sessionSecret] });
  const data = (await cookie.parse(`__session=${cookieValue}`)) as { token?: unknown } | null;
  return typeof data?.token === "string" ? data.token : null;
}

function sameSiteLinks(html: string, from: string): string[] {
  const links: string[] = [];
  for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const url = new URL(href.replace(/&amp;/g, "&"), new URL(from, e2eEnv.baseURL));
    if (url.origin !== e2eEnv.baseURL) continue;
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
  const parsed = new URL(url, e2eEnv.baseURL);
  return `${parsed.pathname}?${[...new Set(parsed.searchParams.keys())].sort().join("&")}`;
}

async function crawl(api: APIRequestContext, start: string[]) {
  const bodies: Body[] = [];
  const queue = [...start];
  const seen = new Set<string>();
  const pages: string[] = [];
  while (queue.length && pages.length < MAX_PAGES) {
    const url = queue.shift()!;
    if (seen.has(shape(url)) || SKIP.test(url)) continue;
    seen.add(shape(url));
    const response = await api.get(url, { maxRedirects: 0 });
    const text = await response.text();
    bodies.push({ url, text });
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    pages.push(url);
    queue.push(...sameSiteLinks(text, url));
    for (const id of routeIds(text)) {
      const data = new URL(url, e2eEnv.baseURL);
      data.searchParams.set("_data", id);
      const loader = await api.get(data.pathname + data.search, { maxRedirects: 0 });
      bodies.push({ url: `${url} ?_data=${id}`, text: await loader.text() });
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

test("no page, loader answer or asset holds the apikey or a session token", async ({ browser }) => {
  test.setTimeout(240_000);
  // A token the provider gave the admin directly, and the one inside the app's session cookie.
  const login = await fetch(`http://127.0.0.1:${e2eEnv.providerPort}/api/login`, {
    method: "POST",
    headers: { apikey: e2eEnv.apiKey, lang: "en", accept: "application/json" },
    body: new URLSearchParams({ email: e2eEnv.adminEmail, password: e2eEnv.adminPassword }),
  });
  const { token: providerToken } = (await login.json()) as { token: string };
  const cookies = await adminSession(browser);
  const session = cookies.find((cookie) => cookie.name === "__session");
  expect(session, "the app's session cookie").toBeTruthy();
  const token = await sessionToken(session!.value);
  expect(token, "the token inside the session cookie").toBeTruthy();
  const secrets = {
    apikey: e2eEnv.apiKey,
    "provider token": providerToken,
    "session token": token!,
    "session cookie": session!.value,
    "session cookie (decoded)": decodeURIComponent(session!.value),
  };
  for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThan(10);

  const visitor = await playwrightRequest.newContext({ baseURL: e2eEnv.baseURL });
  const admin = await playwrightRequest.newContext({
    baseURL: e2eEnv.baseURL,
    extraHTTPHeaders: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  try {
    const asVisitor = await crawl(visitor, ["/", "/?lng=ar"]);
    const asAdmin = await crawl(admin, ["/dashboard", "/"]);
    const assets = publicFiles(path.join(e2eEnv.root, "public"));
    expect(assets.some((file) => file.startsWith("/build/") && file.endsWith(".js"))).toBe(true);
    expect(assets.some((file) => file.startsWith("/locales/"))).toBe(true);
    const assetBodies: Body[] = [];
    for (const file of assets) {
      const response = await visitor.get(file);
      expect(response.status(), file).toBe(200);
      assetBodies.push({ url: file, text: await response.text() });
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
  } finally {
    await visitor.dispose();
    await admin.dispose();
  }
});
