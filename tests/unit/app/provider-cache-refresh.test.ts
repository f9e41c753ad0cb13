// The public read cache (ADR 0004) around its refreshes: shared misses, stale answers while the
// provider is down (bounded by PROVIDER_STALE_MS), and reads overtaken by a dashboard save.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProviderResult } from "~/modules/provider/client.server";
import type { ProviderError } from "~/modules/provider/errors";

const providerFetch = vi.fn();
vi.mock("~/modules/provider/client.server", () => ({
  providerFetch: (...args: unknown[]) => providerFetch(...args),
  throwProviderError: () => {
    throw new Error("unused");
  },
}));

const { cachedProviderGet, clearProviderCache, invalidateProviderCache } =
  await import("~/modules/provider/cache.server");

const ok = (data: unknown): ProviderResult<unknown> => ({
  ok: true,
  status: 200,
  body: { status: 200, data },
});
const failure = (kind: ProviderError["kind"], status = 0): ProviderResult<unknown> => ({
  ok: false,
  error: { kind, status, message: kind },
});
const read = (path = "services") =>
  cachedProviderGet({ request: new Request("http://app.test/"), language: "en", path });

/** A provider answer that arrives when the test says so. */
function held() {
  let release: (value: ProviderResult<unknown>) => void = () => {};
  const promise = new Promise<ProviderResult<unknown>>((resolve) => (release = resolve));
  return { promise, release };
}

const TTL = 10_000;
const STALE = 60_000;

beforeEach(() => {
  clearProviderCache();
  providerFetch.mockReset();
  vi.stubEnv("PROVIDER_CACHE_TTL_MS", String(TTL));
  vi.stubEnv("PROVIDER_STALE_MS", String(STALE));
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("concurrent misses", () => {
  it("share one provider call and one answer", async () => {
    const answer = held();
    providerFetch.mockReturnValueOnce(answer.promise);
    const readers = Array.from({ length: 5 }, () => read());
    answer.release(ok(["once"]));
    expect(await Promise.all(readers)).toEqual(Array.from({ length: 5 }, () => ok(["once"])));
    expect(providerFetch).toHaveBeenCalledTimes(1);
  });

  it("share one failure, which is not kept", async () => {
    providerFetch.mockResolvedValueOnce(failure("unavailable")).mockResolvedValueOnce(ok(["up"]));
    const answers = await Promise.all([read(), read(), read()]);
    expect(answers).toEqual([
      failure("unavailable"),
      failure("unavailable"),
      failure("unavailable"),
    ]);
    expect(await read()).toEqual(ok(["up"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });
});

describe("while the provider is down", () => {
  it.each([
    ["unreachable", failure("unavailable")],
    ["timing out", failure("timeout")],
    ["answering 500", failure("http", 500)],
  ])("serves the expired answer when the provider is %s", async (_name, down) => {
    providerFetch.mockResolvedValueOnce(ok(["kept"])).mockResolvedValue(down);
    await read();
    later(TTL + 1);
    expect(await read()).toEqual(ok(["kept"]));
    // ...and leaves the provider alone for a TTL before trying again.
    expect(await read()).toEqual(ok(["kept"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
    later(TTL + 1);
    expect(await read()).toEqual(ok(["kept"]));
    expect(providerFetch).toHaveBeenCalledTimes(3);
  });

  it("answers fresh again once the provider is back", async () => {
    providerFetch
      .mockResolvedValueOnce(ok(["old"]))
      .mockResolvedValueOnce(failure("unavailable"))
      .mockResolvedValueOnce(ok(["new"]));
    await read();
    later(TTL + 1);
    expect(await read()).toEqual(ok(["old"]));
    later(TTL + 1);
    expect(await read()).toEqual(ok(["new"]));
  });

  it("stops serving it PROVIDER_STALE_MS after its TTL", async () => {
    providerFetch.mockResolvedValueOnce(ok(["kept"])).mockResolvedValue(failure("unavailable"));
    await read();
    later(TTL + STALE - 1_000);
    expect(await read()).toEqual(ok(["kept"]));
    // Kept for the second left of the bound only, not for a whole TTL.
    later(1_001);
    expect(await read()).toEqual(failure("unavailable"));
    expect(await read()).toEqual(failure("unavailable"));
    expect(providerFetch).toHaveBeenCalledTimes(4);
  });

  it("serves nothing stale with PROVIDER_STALE_MS=0", async () => {
    vi.stubEnv("PROVIDER_STALE_MS", "0");
    providerFetch.mockResolvedValueOnce(ok(["kept"])).mockResolvedValue(failure("unavailable"));
    await read();
    later(TTL + 1);
    expect(await read()).toEqual(failure("unavailable"));
  });

  it("passes on a refusal (404) instead of the old answer", async () => {
    providerFetch.mockResolvedValueOnce(ok(["kept"])).mockResolvedValue(failure("not_found", 404));
    await read();
    later(TTL + 1);
    expect(await read()).toEqual(failure("not_found", 404));
  });

  it("never serves an expired copy of a path a dashboard save invalidated", async () => {
    providerFetch.mockResolvedValueOnce(ok(["before"])).mockResolvedValue(failure("unavailable"));
    await read();
    later(TTL + 1);
    expect(invalidateProviderCache(["services"])).toBe(1);
    expect(await read()).toEqual(failure("unavailable"));
  });
});

describe("a dashboard save during a read", () => {
  it("gives the waiting reader what was read after the save, and keeps only that", async () => {
    const first = held();
    providerFetch.mockReturnValueOnce(first.promise).mockResolvedValueOnce(ok(["fresh"]));
    const pending = read();
    await Promise.resolve();
    invalidateProviderCache(["services"]);
    first.release(ok(["before the save"]));
    expect(await pending).toEqual(ok(["fresh"]));
    expect(await read()).toEqual(ok(["fresh"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });

  it("keeps no read that overlapped a save of another path", async () => {
    const first = held();
    providerFetch.mockReturnValueOnce(first.promise).mockResolvedValue(ok(["after"]));
    const pending = read("faqs");
    await Promise.resolve();
    invalidateProviderCache(["categories"]);
    first.release(ok(["overlapped"]));
    expect(await pending).toEqual(ok(["after"]));
    expect(providerFetch).toHaveBeenCalledTimes(2);
  });

  it("answers a reader whose refresh was aborted by the invalidation, without waiting for it", async () => {
    const hung = held();
    providerFetch
      .mockResolvedValueOnce(ok(["v1"]))
      .mockReturnValueOnce(hung.promise)
      .mockResolvedValueOnce(ok(["v2"]));
    await read();
    later(TTL + 1);
    // The refresh is in flight over the expired entry: deleting the key aborts it.
    const pending = read();
    await Promise.resolve();
    expect(invalidateProviderCache(["services"])).toBe(1);
    expect(await pending).toEqual(ok(["v2"]));
    hung.release(ok(["too late"]));
    expect(await read()).toEqual(ok(["v2"]));
    expect(providerFetch).toHaveBeenCalledTimes(3);
  });

  it("answers a reader whose read was in flight when the cache was cleared", async () => {
    const hung = held();
    providerFetch.mockReturnValueOnce(hung.promise).mockResolvedValueOnce(ok(["again"]));
    const pending = read();
    await Promise.resolve();
    clearProviderCache();
    expect(await pending).toEqual(ok(["again"]));
    hung.release(ok(["ignored"]));
  });
});
