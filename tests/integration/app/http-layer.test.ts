// The app server's own middleware over real sockets (ADR 0005): the client's address comes from
// the socket (requests leave from 127.0.0.2 and 127.0.0.3), X-Forwarded-For only from a trusted
// peer, and the edge refusals answer translated pages before any handler runs.
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createHttpLayer } from "~/modules/http/layer.server";
import { getRequestContext } from "~/modules/http/request-context.server";
import { stubAppEnv } from "./support";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let port = 0;
let handled = 0;

function start(trustedProxies: string, extra: Record<string, string> = {}) {
  stubAppEnv({ TRUSTED_PROXIES: trustedProxies, PUBLIC_URL: "", ...extra });
  const layer = createHttpLayer({ routes: {} });
  const app = express();
  app.set("trust proxy", layer.trust);
  app.use(layer.context);
  app.use(layer.headers);
  app.use(layer.refuseAtEdge);
  app.all("*", (req, res) => {
    handled++;
    req.resume();
    req.on("end", () => res.json(getRequestContext()));
  });
  return app;
}

function send(
  options: http.RequestOptions & { body?: string | Buffer; localAddress?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/**
 * The path of every route module that exports an action (flat routes: `_layout.` segments add
 * nothing; a folder route's module is its `route.tsx`).
 */
function actionPaths(): string[] {
  const dir = new URL("../../../app/routes/", import.meta.url);
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? `${entry.name}/route.tsx` : entry.name))
    .filter((file) =>
      /export (async function|const) action\b/.test(readFileSync(new URL(file, dir), "utf8")),
    )
    .map((file) => {
      const segments = file
        .replace(/(\/route)?\.tsx?$/, "")
        .split(".")
        .filter((part) => !part.startsWith("_"));
      return `/${segments.map((part) => (part.startsWith("$") ? "1" : part)).join("/")}`;
    });
}

const form = (extra: Record<string, string> = {}) => ({
  "Content-Type": "application/x-www-form-urlencoded",
  ...extra,
});

beforeAll(async () => {
  server = http.createServer((req, res) => current(req, res));
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

let current: express.Express;
beforeEach(() => {
  current = start("loopback");
  handled = 0;
});

describe("client address", () => {
  it("is the socket's address, one per client", async () => {
    const a = await send({ path: "/", localAddress: "127.0.0.2" });
    const b = await send({ path: "/", localAddress: "127.0.0.3" });
    expect(JSON.parse(a.body).clientAddress).toBe("127.0.0.2");
    expect(JSON.parse(b.body).clientAddress).toBe("127.0.0.3");
  });

  it("ignores X-Forwarded-For (and X-Real-IP) from a peer that is not a trusted proxy", async () => {
    current = start("127.0.0.1");
    const answer = await send({
      path: "/",
      localAddress: "127.0.0.2",
      headers: { "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.10" },
    });
    expect(JSON.parse(answer.body).clientAddress).toBe("127.0.0.2");
  });

  it("believes X-Forwarded-For from a trusted proxy, right to left past trusted hops", async () => {
    current = start("127.0.0.0/8");
    const answer = await send({
      path: "/",
      localAddress: "127.0.0.2",
      headers: { "X-Forwarded-For": "198.51.100.1, 203.0.113.9, 127.0.0.5" },
    });
    expect(JSON.parse(answer.body).clientAddress).toBe("203.0.113.9");
  });

  it("gives every request an id, keeping a sane one the caller sent", async () => {
    const given = await send({ path: "/", headers: { "X-Request-Id": "trace-1" } });
    const made = await send({ path: "/", headers: { "X-Request-Id": "bad id with spaces" } });
    expect(given.headers["x-request-id"]).toBe("trace-1");
    expect(JSON.parse(given.body).requestId).toBe("trace-1");
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("edge refusals", () => {
  it("refuses a cross-site post with 403 and a page in the visitor's language", async () => {
    for (const [cookie, text] of [
      ["lng=en", "Request refused"],
      ["lng=ar", "تم رفض الطلب"],
    ]) {
      const answer = await send({
        method: "POST",
        path: "/language",
        headers: form({ Origin: "https://evil.example", Cookie: cookie }),
        body: "lng=ar",
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toContain(text);
    }
    const fetchSite = await send({
      method: "POST",
      path: "/contact_us",
      headers: form({ "Sec-Fetch-Site": "cross-site" }),
      body: "a=b",
    });
    expect(fetchSite.status).toBe(403);
    expect(handled).toBe(0);
  });

  it("refuses a cross-site post to every route with an action, before it runs", async () => {
    // The one cross-site check (docs/security.md, "Cross-site posts"): actions do not repeat it.
    const paths = actionPaths();
    expect(paths).toEqual(expect.arrayContaining(["/auth/login", "/auth/logout", "/language"]));
    for (const path of paths) {
      const crossSite: Record<string, string>[] = [
        { "Sec-Fetch-Site": "cross-site" },
        { "Sec-Fetch-Site": "same-site" },
        { Origin: "https://evil.example" },
        { Origin: `http://127.0.0.1:${port}.evil.example` },
      ];
      for (const headers of crossSite) {
        const answer = await send({ method: "POST", path, headers: form(headers), body: "a=b" });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(handled).toBe(0);
  });

  it("takes PUBLIC_URL's origin as the site's own behind a proxy", async () => {
    current = start("127.0.0.1", { PUBLIC_URL: "https://www.example.com" });
    const own = await send({
      method: "POST",
      path: "/contact_us",
      headers: form({ Origin: "https://www.example.com" }),
      body: "a=b",
    });
    const other = await send({
      method: "POST",
      path: "/contact_us",
      headers: form({ Origin: "https://example.com" }),
      body: "a=b",
    });
    expect([own.status, other.status]).toEqual([200, 403]);
  });

  it("lets same-origin and non-browser posts through", async () => {
    const same = await send({
      method: "POST",
      path: "/contact_us",
      headers: form({ Origin: `http://127.0.0.1:${port}`, "Sec-Fetch-Site": "same-origin" }),
      body: "a=b",
    });
    const cli = await send({ method: "POST", path: "/contact_us", headers: form(), body: "a=b" });
    expect([same.status, cli.status]).toEqual([200, 200]);
  });

  it("answers 413 past a plain form's 64 kB without reading it", async () => {
    const answer = await send({
      method: "POST",
      path: "/contact_us",
      headers: form({ "Content-Length": String(30 * 1024 * 1024), Cookie: "lng=ar" }),
      body: "a=b",
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('lang="ar"');
    expect(handled).toBe(0);
  });

  it("answers 411 to a body without a length, 415 to one that is not a form", async () => {
    const chunked = await send({
      method: "POST",
      path: "/contact_us",
      headers: form({ "Transfer-Encoding": "chunked" }),
      body: "a=b",
    });
    const json = await send({
      method: "POST",
      path: "/contact_us",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
    const text = await send({
      method: "POST",
      path: "/auth/login",
      headers: { "Content-Type": "text/plain" },
      body: "email=a",
    });
    expect([chunked.status, json.status, text.status]).toEqual([411, 415, 415]);
  });

  it("answers 405 with Allow to methods no route takes, 400 to a broken path", async () => {
    const trace = await send({ method: "TRACE", path: "/" });
    const put = await send({ method: "PUT", path: "/contact_us", headers: form(), body: "a" });
    const broken = await send({ path: "/%E0%A4%A" });
    expect([trace.status, put.status, broken.status]).toEqual([405, 405, 400]);
    expect(trace.headers.allow).toBe("GET, HEAD, POST");
    expect(broken.headers["content-type"]).toContain("text/html");
  });

  it("answers 400 to a Host (or a trusted proxy's X-Forwarded-Host) that is no host", async () => {
    for (const host of ["a b", "[::1", "evil:99999", "x@y", "a/b", "a?b"]) {
      const answer = await send({ path: "/", headers: { Host: host, Cookie: "lng=ar" } });
      expect([host, answer.status]).toEqual([host, 400]);
      expect(answer.body).toContain('<html lang="ar" dir="rtl">');
      const forwarded = await send({ path: "/", headers: { "X-Forwarded-Host": host } });
      expect([host, forwarded.status]).toEqual([host, 400]);
    }
    expect(handled).toBe(0);
    for (const host of ["example.com", "EXAMPLE.com:8080", "127.0.0.1:3000", "[::1]:3000"]) {
      expect((await send({ path: "/", headers: { Host: host } })).status).toBe(200);
    }
    // From a peer that is not a trusted proxy, X-Forwarded-Host is dropped, not judged.
    current = start("127.0.0.1");
    const untrusted = await send({
      path: "/",
      localAddress: "127.0.0.2",
      headers: { "X-Forwarded-Host": "a b" },
    });
    expect(untrusted.status).toBe(200);
  });

  it("puts the security headers on its own answers", async () => {
    const answer = await send({ method: "TRACE", path: "/" });
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
  });
});
