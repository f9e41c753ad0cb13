// The limiter factory and the login guard's rules (server/http/rate-limit.ts,
// server/auth/login-guard.ts); the HTTP behaviour is in tests/integration/provider/limits.test.ts.
import { describe, expect, it } from "vitest";
import { loginGuard, slowDownMs, SLOW_DOWN } from "../../../server/auth/login-guard.js";
import { createLimiters, RATE_LIMITS } from "../../../server/http/rate-limit.js";

async function status(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe("createLimiters", () => {
  it("builds every named limit, scaled, with limits kept apart", async () => {
    const limits = createLimiters({ scale: 2 });
    expect(limits.contactUs.points).toBe(RATE_LIMITS.contactUs.points * 2);
    await limits.contactUs.consume("1.2.3.4", 40);
    await expect(limits.contactUs.consume("1.2.3.4")).rejects.toMatchObject({
      msBeforeNext: expect.any(Number),
    });
    // The same key in another limit is another counter.
    await expect(limits.askService.consume("1.2.3.4")).resolves.toBeTruthy();
  });
});

describe("slowDownMs", () => {
  it("is free for the first failures, then doubles up to the cap", () => {
    const delays = Array.from({ length: 12 }, (_, n) => slowDownMs(n));
    expect(delays.slice(0, SLOW_DOWN.freeFailures + 1)).toEqual([0, 0, 0, 0]);
    expect(delays.slice(4, 8)).toEqual([250, 500, 1000, 2000]);
    expect(Math.max(...delays)).toBe(SLOW_DOWN.maxMs);
    expect(slowDownMs(1_000_000)).toBe(SLOW_DOWN.maxMs);
  });
});

describe("loginGuard", () => {
  it("refuses an address for an account after 5 failures, not other addresses", async () => {
    const limits = createLimiters();
    const guard = loginGuard(limits);
    for (let i = 0; i < 5; i++) await (await guard.admit("10.0.0.1", "a@x.test")).failed();
    expect(await status(guard.admit("10.0.0.1", "a@x.test"))).toBe(429);
    // A refusal is not a failure: the address has 15 of its 20 left for other accounts.
    expect(await status(guard.admit("10.0.0.1", "b@x.test"))).toBe("ok");
    expect(await status(guard.admit("10.0.0.2", "a@x.test"))).toBe("ok");
  });

  it("gives back the points of a successful login", async () => {
    const limits = createLimiters();
    const guard = loginGuard(limits);
    for (let i = 0; i < 4; i++) await (await guard.admit("10.0.0.1", "a@x.test")).failed();
    await (await guard.admit("10.0.0.1", "a@x.test")).succeeded();
    // Forget the account-wide count only to keep this test free of slow-down delays.
    await limits.loginAccount.delete("a@x.test");
    for (let i = 0; i < 5; i++) await (await guard.admit("10.0.0.1", "a@x.test")).failed();
    expect(await status(guard.admit("10.0.0.1", "a@x.test"))).toBe(429);
    for (let i = 0; i < 20; i++) await (await guard.admit("10.0.0.3", "c@x.test")).succeeded();
    expect(await status(guard.admit("10.0.0.3", "c@x.test"))).toBe("ok");
  });
});
