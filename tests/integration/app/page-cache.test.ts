// The page cache over a real node:http server: the listener runs each request in a request
// context as the app server does, and "renders" like entry.server does (capture, then store), so
// what is asserted is what a client receives. The end-to-end view with the real product is tests/e2e/page-cache.spec.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { EntryContext } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { preferredEncoding } from "~/modules/page-cache/encoding.server";
import {
  clearPageCache,
  MAX_BYTES,
  MAX_PAGE_BYTES,
  pageCacheKey,
  pageCacheUsage,
  pageCaptureFor,
  servePageFromCache,
  storePage,
} from "~/modules/page-cache/page-cache.server";
import { runInRequestContext } from "~/modules/http/request-context.server";
import type { PageRoute } from "~/modules/page-cache/page-routes.server";
import { invalidateProviderCache, providerCacheGeneration } from "~/modules/provider/cache.server";
import { markHostLinks } from "~/modules/security/public-origin.server";
import { stubAppEnv } from "./support";

type Render = {
  user?: object | null;
  pageCache?: boolean;
  setCookie?: boolean;
  status?: number;
  /** Headers as root.tsx's `headers` export gives them when PUBLIC_URL is unset. */
  hostLinks?: boolean;
};
let render: Render = {};
let renders = 0;
/** What the build's routes would say of every path here: a kept page that reads `?page=`. */
const route: PageRoute = { document: true, cached: true, query: ["page"] };

function context(stamp: string): EntryContext {
  return {
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/page" } }],
      loaderData: { root: { user: render.user ?? null, toast: null, formStamp: stamp } },
      errors: null,
    },
    routeModules: { "routes/page": { handle: { pageCache: render.pageCache ?? true } } },
  } as unknown as EntryContext;
}

/** What entry.server does for a document: a nonce, a stamp, the capture and the store. */
function renderPage(req: http.IncomingMessage, res: http.ServerResponse) {
  renders++;
  const nonce = `nonce${renders}`.padEnd(24, "x");
  const stamp = `stamp${renders}.signature`;
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `script-src 'nonce-${nonce}'`,
  });
  if (render.setCookie) headers.set("Set-Cookie", "a=b");
  if (render.hostLinks) markHostLinks(headers);
  const capture = pageCaptureFor(context(stamp), render.status ?? 200, headers);
  const html = `<!DOCTYPE html><html><script nonce="${nonce}">x</script><input value="${stamp}"><p>${req.headers.host} ${req.url} ${req.headers.cookie ?? ""}</p></html>`;
  if (capture) storePage(capture, Buffer.from(html), nonce, headers);
  res.writeHead(render.status ?? 200, Object.fromEntries(headers));
  res.end(html);
}

const server = http.createServer((req, res) => {
  runInRequestContext({ requestId: "test", nonce: "n", clientAddress: null }, () => {
    if (!servePageFromCache(req, res, route)) renderPage(req, res);
  });
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  stubAppEnv({ PROVIDER_CACHE_TTL_MS: "10000" });
  clearPageCache();
  render = {};
  renders = 0;
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    headers: { "accept-encoding": "identity", ...headers },
  });
  return { res, html: await res.text() };
}

/** fetch() sets Host itself; node:http sends the one given. */
function getAs(host: string, path: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; html: string }>((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers: { host } }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (html += chunk));
      res.on("end", () => resolve({ headers: res.headers, html }));
    });
    request.on("error", reject);
  });
}

describe("page cache", () => {
  it("answers a repeat visit without rendering, with a fresh nonce and stamp", async () => {
    const first = await get("/");
    const second = await get("/");
    expect(renders).toBe(1);
    expect(second.res.headers.get("x-page-cache")).toBe("hit");
    expect(second.html).not.toContain("nonce1");
    expect(second.html).not.toContain("stamp1.signature");
    const nonce = /nonce="([^"]+)"/.exec(second.html)?.[1];
    expect(second.res.headers.get("content-security-policy")).toBe(`script-src 'nonce-${nonce}'`);
    const stamp = /value="([^"]+)"/.exec(second.html)?.[1];
    expect(stamp).toMatch(/^[0-9a-z]+\.[\w-]+$/);
    expect(second.html.replace(nonce!, "N").replace(stamp!, "S")).toBe(
      first.html.replace("nonce1".padEnd(24, "x"), "N").replace("stamp1.signature", "S"),
    );
  });

  it("keeps a copy per URL and per cookie header, one asked with cookies from its second render", async () => {
    await get("/a");
    await get("/b");
    await get("/a", { cookie: "lng=ar" });
    expect(renders).toBe(3);
    const again = await get("/a", { cookie: "lng=ar" });
    expect(again.res.headers.get("x-page-cache")).toBe("miss");
    expect(renders).toBe(4);
    const third = await get("/a", { cookie: "lng=ar" });
    expect(third.res.headers.get("x-page-cache")).toBe("hit");
    expect(third.html).toContain("lng=ar");
    expect((await get("/a")).html).not.toContain("lng=ar");
    expect(renders).toBe(4);
  });

  it("keeps no page for cookies that never come back, and they push no shared page out", async () => {
    await get("/shared");
    for (let i = 0; i < 20; i++) await get("/shared", { cookie: `visitor=${i}` });
    expect(renders).toBe(21);
    expect(pageCacheUsage().pages).toBe(1);
    expect((await get("/shared")).res.headers.get("x-page-cache")).toBe("hit");
  });

  it("never keeps a logged-in page, a page setting a cookie, an error or a route not opted in", async () => {
    for (const variant of [
      { user: { name: "admin" } },
      { setCookie: true },
      { status: 404 },
      { pageCache: false },
    ]) {
      clearPageCache();
      render = variant;
      renders = 0;
      await get("/x");
      const again = await get("/x");
      expect(renders, JSON.stringify(variant)).toBe(2);
      expect(again.res.headers.get("x-page-cache")).toBeNull();
    }
  });

  it("keeps host-linked pages per Host and replays their private caching headers", async () => {
    render = { hostLinks: true };
    const first = await getAs("one.test", "/");
    const other = await getAs("two.test", "/");
    const again = await getAs("one.test", "/");
    expect(renders).toBe(2);
    expect(other.html).toContain("two.test");
    expect(again.html).toContain("one.test");
    expect(again.headers["x-page-cache"]).toBe("hit");
    for (const { headers } of [first, again]) {
      expect(headers["cache-control"]).toBe("private");
      expect(headers.vary).toMatch(/^Host(, Accept-Encoding)?$/);
    }
  });

  it("drops every page after a dashboard save, and keeps nothing rendered across one", async () => {
    await get("/");
    invalidateProviderCache(["faqs"]);
    expect((await get("/")).res.headers.get("x-page-cache")).toBe("miss");
    expect(renders).toBe(2);
  });

  it("is off when the provider read cache is off", async () => {
    stubAppEnv({ PROVIDER_CACHE_TTL_MS: "0" });
    await get("/");
    await get("/");
    expect(renders).toBe(2);
  });

  it("stores nothing for a request outside a request context (plain remix-serve)", async () => {
    const res = new http.ServerResponse(new http.IncomingMessage(null as never));
    const req = Object.assign(new http.IncomingMessage(null as never), { method: "GET", url: "/" });
    expect(servePageFromCache(req, res, route)).toBe(false);
    expect(pageCaptureFor(context("s"), 200, new Headers())).toBeNull();
  });

  it("compresses a cached page the way the client asks", async () => {
    await get("/");
    const res = await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    // fetch itself inflates the body: it reads as the page only if the gzip was sound.
    expect(await res.text()).toContain(" / </p>");
  });
});

describe("page cache size", () => {
  /** Keeps a page of about `bytes` for GET `path` from this test's client, as a render would. */
  function keep(path: string, bytes: number) {
    const key = pageCacheKey(
      { method: "GET", url: path, headers: { host: new URL(base).host } },
      route.query,
    );
    const candidate = { key: key!, generation: providerCacheGeneration(), cookies: false };
    const html = `<!DOCTYPE html><html>${"x".repeat(bytes - 28)}</html>`;
    storePage({ candidate, stamp: undefined }, Buffer.from(html), "unused-nonce", new Headers());
  }
  const cached = async (path: string) =>
    (await get(path)).res.headers.get("x-page-cache") === "hit";

  it("drops the least recently served pages once the pages pass MAX_BYTES", async () => {
    const size = MAX_PAGE_BYTES - 1024;
    const fit = Math.floor(MAX_BYTES / size);
    for (let i = 0; i < fit; i++) keep(`/big${i}`, size);
    expect(pageCacheUsage()).toEqual({ pages: fit, bytes: fit * size });
    expect(await cached("/big0")).toBe(true);
    keep("/one-more", size);
    expect(pageCacheUsage().bytes).toBeLessThanOrEqual(MAX_BYTES);
    // /big0 was just served, so /big1 went instead.
    expect(await cached("/big1")).toBe(false);
    expect(await cached("/big0")).toBe(true);
    expect(await cached("/one-more")).toBe(true);
  });

  it("never keeps a page larger than MAX_PAGE_BYTES, and forgets its older copy", async () => {
    keep("/page", 1_000);
    expect(await cached("/page")).toBe(true);
    keep("/page", MAX_PAGE_BYTES + 1);
    expect(pageCacheUsage()).toEqual({ pages: 0, bytes: 0 });
  });
});

describe("pageCacheKey", () => {
  const req = (method: string, url: string) => ({ method, url, headers: { host: "h" } });
  const key = (url: string) => pageCacheKey(req("GET", url), ["ask", "page"]);
  it("serves only GET documents, never loader data", () => {
    expect(key("/")).not.toBeNull();
    expect(pageCacheKey(req("POST", "/"), [])).toBeNull();
    expect(pageCacheKey(req("HEAD", "/"), [])).toBeNull();
    expect(key("/?_data=routes%2Fx")).toBeNull();
  });

  it("is the path and the normal form of the parameters the page reads, nothing else", () => {
    expect(key("/posts?u=1")).toBe(key("/posts"));
    expect(key("/posts?utm_source=x&page=0002")).toBe(key("/posts?page=2"));
    expect(key("/posts?page=2&ask=graphics")).toBe(key("/posts?ask=graphics&page=2"));
    for (const junk of ["9".repeat(8000), "0", "-1", "1e3", "abc", "1"]) {
      expect(key(`/posts?page=${junk}`), junk).toBe(key("/posts"));
    }
    // Any `?ask` opens the modal: an unknown type is the bare one, no `?ask` is another page.
    expect(key("/posts?ask=nonsense")).toBe(key("/posts?ask="));
    expect(key("/posts?ask=")).not.toBe(key("/posts"));
    expect(key("/posts?page=3")).not.toBe(key("/posts?page=2"));
    expect(key("/other?page=2")).not.toBe(key("/posts?page=2"));
  });
});

describe("preferredEncoding", () => {
  it("follows the client's weights", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("gzip;q=0")).toBeNull();
  });
});
