// What a page costs a client, through the app server's HTTP path (page-server.ts): addresses that
// differ only in what the page does not read are one render, concurrent misses of one page wait
// for one render, and each client address has a budget of renders (PAGE_RENDER_LIMIT, a 429 with
// Retry-After past it) that cache hits and other clients never touch.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHttpLayer } from "~/modules/http/layer.server";
import * as pageCache from "~/modules/page-cache/page-cache.server";
import { startPageServer } from "./page-server";
import { stubAppEnv } from "./support";

let server: Awaited<ReturnType<typeof startPageServer>>;

async function start(env: Record<string, string> = {}, renderMs = 0) {
  stubAppEnv({ PROVIDER_CACHE_TTL_MS: "10000", TRUSTED_PROXIES: "127.0.0.1", ...env });
  server = await startPageServer({ createHttpLayer, pageCache }, { renderMs });
}

beforeEach(() => pageCache.clearPageCache());
afterEach(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

describe("one page, one render", () => {
  it("renders two addresses that differ only by a parameter the page does not read once", async () => {
    await start();
    const first = await server.get("/posts?u=1");
    const second = await server.get("/posts?u=2&utm_source=x");
    const normal = await server.get("/posts?page=0001");
    expect(server.state.renders).toBe(1);
    expect([first.status, second.status, normal.status]).toEqual([200, 200, 200]);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(normal.body).toBe(first.body);
    await server.get("/posts?page=2");
    expect(server.state.renders).toBe(2);
  });

  it("lets concurrent misses of one page wait for one render", async () => {
    await start({}, 150);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => server.get(`/posts?u=${i}`, `127.0.0.${2 + i}`)),
    );
    expect(server.state.renders).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });
});

describe("render budget", () => {
  it("answers 429 with Retry-After past a client's budget, while other clients and cache hits are served", async () => {
    await start({ PAGE_RENDER_LIMIT: "3" });
    await server.get("/posts");
    for (const path of ["/auth/login", "/no-such-page"]) {
      expect((await server.get(path)).status).toBe(200);
    }
    const refused = await server.get("/posts?page=2");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(10);
    expect(refused.body).toContain("Too many requests");
    const arabic = await server.get("/auth/login", "127.0.0.2", { cookie: "lng=ar" });
    expect(arabic.status).toBe(429);
    expect(arabic.body).toContain('lang="ar"');
    expect(server.state.renders).toBe(3);
    // The page it already has comes from the cache; resource routes are no render.
    const hit = await server.get("/posts?u=7");
    expect([hit.status, hit.headers["x-page-cache"]]).toEqual([200, "hit"]);
    expect((await server.get("/healthz")).status).toBe(200);
    // Another client renders as usual.
    const other = await server.get("/posts?page=2", "127.0.0.3");
    expect(other.status).toBe(200);
    expect(server.state.renders).toBe(4);
  });

  it("counts the client behind a trusted proxy, not the proxy", async () => {
    await start({ PAGE_RENDER_LIMIT: "1" });
    const via = (client: string) =>
      server.get(`/auth/login?${client}`, "127.0.0.1", { "x-forwarded-for": client });
    expect((await via("198.51.100.1")).status).toBe(200);
    expect((await via("198.51.100.1")).status).toBe(429);
    expect((await via("198.51.100.2")).status).toBe(200);
  });

  it("multiplies the budget by RATE_LIMIT_SCALE", async () => {
    await start({ PAGE_RENDER_LIMIT: "1", RATE_LIMIT_SCALE: "3" });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await server.get("/auth/login")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
