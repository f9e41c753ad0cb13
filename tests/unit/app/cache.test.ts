import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProviderResult } from "~/modules/provider/client.server";

const providerFetch = vi.fn();
vi.mock("~/modules/provider/client.server", () => ({
  providerFetch: (...args: unknown[]) => providerFetch(...args),
  throwProviderError: () => {
    throw new Error("unused");
  },
}));
vi.mock("~/modules/i18n/i18next.server", () => ({
  getLocale: async (request: Request) =>
    new URL(request.url).searchParams.get("lng") === "ar" ? "ar" : "en",
}));

const {
  TtlCache,
  cacheKey,
  cacheTtlMs,
  cachedProviderGet,
  clearProviderCache,
  invalidateProviderCache,
} = await import("~/modules/provider/cache.server");

const ok = (data: unknown): ProviderResult<unknown> => ({
  ok: true,
  status: 200,
  body: { status: 200, data },
});
const down: ProviderResult<unknown> = {
  ok: false,
  error: { kind: "unavailable", status: 0, message: "down" },
};
const request = (lang = "en") => new Request(`http://app.test/?lng=${lang}`);

describe("TtlCache", () => {
  it("forgets an entry once its time is up", () => {
    let now = 1_000;
    const cache = new TtlCache<string>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set("a", "one");
    now += 99;
    expect(cache.get("a")).toBe("one");
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the oldest first", () => {
    const cache = new TtlCache<number>({ ttlMs: 10_000, maxEntries: 3 });
    for (const [index, key] of ["a", "b", "c", "d"].entries()) cache.set(key, index);
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")).toBe(3);
  });

  it("drops entries by key prefix", () => {
    const cache = new TtlCache<number>({ ttlMs: 10_000, maxEntries: 10 });
    cache.set("categories?page=1|en", 1);
    cache.set("categories/4?|ar", 2);
    cache.set("services?|en", 3);
    cache.set("faqs?|en", 4);
    expect(cache.deleteByPrefix(["categories", "services"])).toBe(3);
    expect(cache.get("faqs?|en")).toBe(4);
  });
});

describe("cacheTtlMs", () => {
  it("defaults to 10 s, 0 switches off, nonsense falls back", () => {
    expect(cacheTtlMs(undefined, "production")).toBe(10_000);
    expect(cacheTtlMs("0", "production")).toBe(0);
    expect(cacheTtlMs("2500", "production")).toBe(2_500);
    expect(cacheTtlMs("-5", "production")).toBe(10_000);
    expect(cacheTtlMs("soon", "production")).toBe(10_000);
  });
});

describe("cacheKey", () => {
  it("ignores query order and the leading slash, and separates languages", () => {
    expect(cacheKey("/services", { per_page: 6, page: 1 }, "en")).toBe(
      cacheKey("services", { page: 1, per_page: 6 }, "en"),
    );
    expect(cacheKey("services", {}, "en")).not.toBe(cacheKey("services", {}, "ar"));
  });
});

describe("cachedProviderGet", () => {
  beforeEach(() => {
    clearProviderCache();
    providerFetch.mockReset();
    vi.stubEnv("PROVIDER_CACHE_TTL_MS", "10000");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it("answers a repeated read from memory until the TTL ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    providerFetch.mockResolvedValueOnce(ok(["first"])).mockResolvedValueOnce(ok(["second"]));
    const first = await cachedProviderGet({ request: request(), path: "faqs", query: { page: 1 } });
    const again = await cachedProviderGet({ request: request(), path: "faqs", query: { page: 1 } });
    expect(again).toEqual(first);
    expect(providerFetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 10_001);
    const later = await cachedProviderGet({ request: request(), path: "faqs", query: { page: 1 } });
    expect(later).toEqual(ok(["second"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });

  it("keeps each language apart", async () => {
    providerFetch.mockImplementation(async (call: { language: string }) => ok([call.language]));
    expect(await cachedProviderGet({ request: request("en"), path: "faqs" })).toEqual(ok(["en"]));
    expect(await cachedProviderGet({ request: request("ar"), path: "faqs" })).toEqual(ok(["ar"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });

  it("never keeps a failure, so the next visit asks the provider again", async () => {
    providerFetch.mockResolvedValueOnce(down).mockResolvedValueOnce(ok(["back"]));
    expect(await cachedProviderGet({ request: request(), path: "services" })).toEqual(down);
    expect(await cachedProviderGet({ request: request(), path: "services" })).toEqual(ok(["back"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });

  it("reads again after invalidation of the changed paths only", async () => {
    providerFetch.mockImplementation(async (call: { path: string }) => ok([call.path]));
    await cachedProviderGet({ request: request(), path: "categories", query: { page: 1 } });
    await cachedProviderGet({ request: request(), path: "faqs" });
    expect(invalidateProviderCache(["/categories", "services"])).toBe(1);
    await cachedProviderGet({ request: request(), path: "categories", query: { page: 1 } });
    await cachedProviderGet({ request: request(), path: "faqs" });
    expect(providerFetch.mock.calls.map(([call]) => call.path)).toEqual([
      "categories",
      "faqs",
      "categories",
    ]);
  });

  it("does not store an answer that was in flight during an invalidation", async () => {
    let release: (value: ProviderResult<unknown>) => void = () => {};
    providerFetch
      .mockReturnValueOnce(new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce(ok(["fresh"]));
    const pending = cachedProviderGet({ request: request(), path: "services" });
    await Promise.resolve();
    invalidateProviderCache(["services"]);
    release(ok(["stale"]));
    expect(await pending).toEqual(ok(["stale"]));
    expect(await cachedProviderGet({ request: request(), path: "services" })).toEqual(
      ok(["fresh"]),
    );
  });

  it("shares one provider call between concurrent misses", async () => {
    providerFetch.mockResolvedValue(ok(["once"]));
    await Promise.all(
      Array.from({ length: 5 }, () => cachedProviderGet({ request: request(), path: "ads" })),
    );
    expect(providerFetch).toHaveBeenCalledTimes(1);
  });

  it("with a TTL of 0 always asks the provider", async () => {
    vi.stubEnv("PROVIDER_CACHE_TTL_MS", "0");
    providerFetch.mockResolvedValue(ok([]));
    await cachedProviderGet({ request: request(), path: "ads" });
    await cachedProviderGet({ request: request(), path: "ads" });
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });
});
