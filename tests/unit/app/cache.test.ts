import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProviderResult } from "~/modules/provider/client.server";

const providerFetch = vi.fn();
vi.mock("~/modules/provider/client.server", () => ({
  providerFetch: (...args: unknown[]) => providerFetch(...args),
  throwProviderError: () => {
    throw new Error("unused");
  },
}));

const {
  cacheKey,
  cacheTtlMs,
  cachedProviderGet,
  clearProviderCache,
  invalidateProviderCache,
  staleMs,
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
const request = () => new Request("http://app.test/");

describe("cacheTtlMs", () => {
  it("defaults to 10 s, 0 switches off, nonsense falls back", () => {
    expect(cacheTtlMs(undefined, "production")).toBe(10_000);
    expect(cacheTtlMs("0", "production")).toBe(0);
    expect(cacheTtlMs("2500", "production")).toBe(2_500);
    expect(cacheTtlMs("-5", "production")).toBe(10_000);
    expect(cacheTtlMs("soon", "production")).toBe(10_000);
  });

  it("is off under tests unless set; the stale bound defaults to five minutes", () => {
    expect(cacheTtlMs(undefined, "test")).toBe(0);
    expect(cacheTtlMs("500", "test")).toBe(500);
    expect(staleMs(undefined)).toBe(300_000);
    expect(staleMs("0")).toBe(0);
    expect(staleMs("nope")).toBe(300_000);
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
    const first = await cachedProviderGet({
      request: request(),
      language: "en",
      path: "faqs",
      query: { page: 1 },
    });
    const again = await cachedProviderGet({
      request: request(),
      language: "en",
      path: "faqs",
      query: { page: 1 },
    });
    expect(again).toEqual(first);
    expect(providerFetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 10_001);
    const later = await cachedProviderGet({
      request: request(),
      language: "en",
      path: "faqs",
      query: { page: 1 },
    });
    expect(later).toEqual(ok(["second"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });

  it("keeps each language apart", async () => {
    providerFetch.mockImplementation(async (call: { language: string }) => ok([call.language]));
    expect(await cachedProviderGet({ request: request(), language: "en", path: "faqs" })).toEqual(
      ok(["en"]),
    );
    expect(await cachedProviderGet({ request: request(), language: "ar", path: "faqs" })).toEqual(
      ok(["ar"]),
    );
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });

  it("never keeps a failure, so the next visit asks the provider again", async () => {
    providerFetch.mockResolvedValueOnce(down).mockResolvedValueOnce(ok(["back"]));
    expect(
      await cachedProviderGet({ request: request(), language: "en", path: "services" }),
    ).toEqual(down);
    expect(
      await cachedProviderGet({ request: request(), language: "en", path: "services" }),
    ).toEqual(ok(["back"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });

  it("reads again after invalidation of the changed paths only", async () => {
    providerFetch.mockImplementation(async (call: { path: string }) => ok([call.path]));
    await cachedProviderGet({
      request: request(),
      language: "en",
      path: "categories",
      query: { page: 1 },
    });
    await cachedProviderGet({ request: request(), language: "en", path: "faqs" });
    expect(invalidateProviderCache(["/categories", "services"])).toBe(1);
    await cachedProviderGet({
      request: request(),
      language: "en",
      path: "categories",
      query: { page: 1 },
    });
    await cachedProviderGet({ request: request(), language: "en", path: "faqs" });
    expect(providerFetch.mock.calls.map(([call]) => call.path)).toEqual([
      "categories",
      "faqs",
      "categories",
    ]);
  });

  it("shares one provider call between concurrent misses", async () => {
    providerFetch.mockResolvedValue(ok(["once"]));
    await Promise.all(
      Array.from({ length: 5 }, () =>
        cachedProviderGet({ request: request(), language: "en", path: "ads" }),
      ),
    );
    expect(providerFetch).toHaveBeenCalledTimes(1);
  });

  it("with a TTL of 0 always asks the provider", async () => {
    vi.stubEnv("PROVIDER_CACHE_TTL_MS", "0");
    providerFetch.mockResolvedValue(ok([]));
    await cachedProviderGet({ request: request(), language: "en", path: "ads" });
    await cachedProviderGet({ request: request(), language: "en", path: "ads" });
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });
});
