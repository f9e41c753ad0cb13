// Public lists' totals are kept a few seconds and forgotten by any write (ADR 0026).
import { afterEach, describe, expect, it, vi } from "vitest";

async function freshModule() {
  vi.resetModules();
  vi.stubEnv("PUBLIC_COUNT_TTL_MS", "5000");
  return import("../../../server/db/public-counts.js");
}

afterEach(() => vi.unstubAllEnvs());

describe("public counts", () => {
  it("counts once per key until a write forgets them", async () => {
    const { forgetPublicCounts, publicCount } = await freshModule();
    const count = vi.fn(async () => 42);
    expect(await publicCount("services en", count)).toBe(42);
    expect(await publicCount("services en", count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    await publicCount("services ar", count);
    expect(count).toHaveBeenCalledTimes(2);
    forgetPublicCounts();
    await publicCount("services en", count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it("does not keep a count that a write overtook", async () => {
    const { forgetPublicCounts, publicCount } = await freshModule();
    let finish: (n: number) => void = () => {};
    const slow = publicCount("faqs en", () => new Promise<number>((r) => (finish = r)));
    forgetPublicCounts();
    finish(3);
    expect(await slow).toBe(3);
    const next = vi.fn(async () => 4);
    expect(await publicCount("faqs en", next)).toBe(4);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("is off under tests unless a lifetime is set", async () => {
    vi.resetModules();
    vi.stubEnv("PUBLIC_COUNT_TTL_MS", undefined as unknown as string);
    const { publicCount } = await import("../../../server/db/public-counts.js");
    const count = vi.fn(async () => 1);
    await publicCount("k", count);
    await publicCount("k", count);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
