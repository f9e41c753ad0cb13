import { describe, expect, it } from "vitest";
import {
  addressKey,
  clientAddress,
  compileTrustedProxies,
  createRateLimiter,
  normalizeIp,
} from "../../../server/http/rate-limit.js";

/** A clock the test moves by hand. */
function clock(start = 1_700_000_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe("createRateLimiter", () => {
  it("allows max hits per window, then refuses with the exact wait", () => {
    const c = clock();
    const rl = createRateLimiter({ windowMs: 60_000, max: 3, now: c.now });
    expect(rl.hit("1.2.3.4")).toEqual({ allowed: true, retryAfterSec: 0 });
    c.advance(10_000);
    expect(rl.hit("1.2.3.4").allowed).toBe(true);
    c.advance(10_000);
    expect(rl.hit("1.2.3.4").allowed).toBe(true);
    // Fourth hit at t=20s: the first hit (t=0) leaves the window at t=60s, 40 s from now.
    expect(rl.hit("1.2.3.4")).toEqual({ allowed: false, retryAfterSec: 40 });
    c.advance(500);
    expect(rl.hit("1.2.3.4")).toEqual({ allowed: false, retryAfterSec: 40 }); // 39.5 s, rounded up
    // Other keys are counted separately.
    expect(rl.hit("5.6.7.8").allowed).toBe(true);
  });

  it("slides: a slot frees exactly when the oldest hit leaves the window", () => {
    const c = clock();
    const rl = createRateLimiter({ windowMs: 1_000, max: 2, now: c.now });
    rl.hit("k"); // t=0
    c.advance(600);
    rl.hit("k"); // t=600
    c.advance(399); // t=999
    expect(rl.hit("k")).toEqual({ allowed: false, retryAfterSec: 1 });
    c.advance(1); // t=1000: the t=0 hit has expired, the t=600 hit has not
    expect(rl.hit("k").allowed).toBe(true);
    expect(rl.hit("k").allowed).toBe(false);
    // No double burst at a window edge (a fixed window would allow 2 more at t=1000).
    c.advance(600); // t=1600: the t=600 hit expires
    expect(rl.hit("k").allowed).toBe(true);
  });

  it("refused hits do not extend the lockout", () => {
    const c = clock();
    const rl = createRateLimiter({ windowMs: 10_000, max: 1, now: c.now });
    rl.hit("k");
    for (let i = 0; i < 9; i++) {
      c.advance(1_000);
      expect(rl.hit("k").allowed).toBe(false);
    }
    c.advance(1_000);
    expect(rl.hit("k").allowed).toBe(true);
  });

  it("peek answers like hit without counting", () => {
    const c = clock();
    const rl = createRateLimiter({ windowMs: 60_000, max: 2, now: c.now });
    for (let i = 0; i < 5; i++) expect(rl.peek("k")).toEqual({ allowed: true, retryAfterSec: 0 });
    rl.hit("k");
    rl.hit("k");
    c.advance(15_000);
    expect(rl.peek("k")).toEqual({ allowed: false, retryAfterSec: 45 });
    c.advance(45_000);
    expect(rl.peek("k").allowed).toBe(true);
  });

  it("reset clears one key or all", () => {
    const rl = createRateLimiter({ windowMs: 60_000, max: 1 });
    rl.hit("a");
    rl.hit("b");
    rl.reset("a");
    expect(rl.hit("a").allowed).toBe(true);
    expect(rl.hit("b").allowed).toBe(false);
    rl.reset();
    expect(rl.hit("b").allowed).toBe(true);
  });

  it("keeps memory bounded: expired keys are evicted, and the key cap holds", () => {
    const c = clock();
    const rl = createRateLimiter({ windowMs: 1_000, max: 1, now: c.now, maxKeys: 100 });
    for (let i = 0; i < 100; i++) rl.hit(`old-${i}`);
    expect(rl.size()).toBe(100);
    c.advance(999);
    rl.hit("new");
    expect(rl.size()).toBe(100); // "new" took the place of the oldest; the rest are still live
    c.advance(1);
    // One hit after the window: every old key has expired and is dropped.
    rl.hit("newer");
    expect(rl.size()).toBe(2);
    for (let i = 0; i < 100; i++) expect(rl.hit(`old-${i}`).allowed).toBe(true);
    // 150 live keys against a cap of 100: the least recently allowed ones are dropped.
    for (let i = 0; i < 150; i++) rl.hit(`flood-${i}`);
    expect(rl.hit("flood-149").allowed).toBe(false); // recent: still tracked
    expect(rl.hit("old-0").allowed).toBe(true); // evicted by the flood
    expect(rl.size()).toBeLessThanOrEqual(100);
  });

  it("rejects nonsense options", () => {
    expect(() => createRateLimiter({ windowMs: 0, max: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ windowMs: 1000, max: 0 })).toThrow(RangeError);
  });
});

describe("clientAddress", () => {
  const loopback = ["loopback"];

  it("ignores X-Forwarded-For from an untrusted peer (anyone can send the header)", () => {
    expect(clientAddress("203.0.113.9", "1.1.1.1", loopback)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", undefined, loopback)).toBe("203.0.113.9");
  });

  it("believes a trusted peer and takes the right-most untrusted hop", () => {
    // The visitor forged "6.6.6.6"; our proxy (127.0.0.1) appended the real address.
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7", loopback)).toBe("198.51.100.7");
    expect(clientAddress("::1", "198.51.100.7", loopback)).toBe("198.51.100.7");
    expect(clientAddress("127.0.0.1", undefined, loopback)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "", loopback)).toBe("127.0.0.1");
  });

  it("walks through a chain of trusted proxies, but no further", () => {
    const trusted = ["loopback", "10.0.0.0/8"];
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3", trusted)).toBe(
      "198.51.100.7",
    );
    // 10.1.2.3 is trusted only because it is in the list; a 192.168 hop is not and ends the walk.
    expect(clientAddress("127.0.0.1", "198.51.100.7, 192.168.1.5, 10.1.2.3", trusted)).toBe(
      "192.168.1.5",
    );
    // Every hop trusted: the left-most is the best we know.
    expect(clientAddress("127.0.0.1", "10.9.9.9, 10.1.2.3", trusted)).toBe("10.9.9.9");
  });

  it("treats IPv4-mapped IPv6 peers as IPv4 and normalises hop spellings", () => {
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.7", loopback)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:203.0.113.9", "1.1.1.1", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "[2001:DB8:0:0::1]:4711", loopback)).toBe("2001:db8::1");
    expect(clientAddress("127.0.0.1", "198.51.100.7:5555", loopback)).toBe("198.51.100.7");
  });

  it("stops at a hop that is not an address instead of trusting what lies beyond it", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.7, unknown", loopback)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "198.51.100.7, , ", loopback)).toBe("198.51.100.7");
  });

  it("trusts nobody with an empty list, and specific addresses when listed", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.7", [])).toBe("127.0.0.1");
    expect(clientAddress("192.0.2.1", "198.51.100.7", ["192.0.2.1"])).toBe("198.51.100.7");
    expect(clientAddress("192.0.2.2", "198.51.100.7", ["192.0.2.1"])).toBe("192.0.2.2");
    expect(clientAddress("fd00::5", "198.51.100.7", ["uniquelocal"])).toBe("198.51.100.7");
  });

  it("rejects invalid trusted-proxy entries loudly", () => {
    expect(() => compileTrustedProxies(["loopbak"])).toThrow(/invalid trusted proxy/);
    expect(() => compileTrustedProxies(["10.0.0.0/33"])).toThrow(/invalid trusted proxy/);
    expect(() => compileTrustedProxies(["10.0.0.0/8/1"])).toThrow(/invalid trusted proxy/);
    expect(() => compileTrustedProxies([" 10.0.0.0/8 ", "::1", "LOOPBACK", ""])).not.toThrow();
  });
});

describe("address helpers", () => {
  it("normalises addresses", () => {
    expect(normalizeIp("0:0:0:0:0:0:0:1")).toBe("::1");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("::ffff:c000:0201")).toBe("192.0.2.1");
    expect(normalizeIp("example.com")).toBeNull();
    expect(normalizeIp("1.2.3.256")).toBeNull();
  });

  it("counts IPv6 visitors by /64 and IPv4 visitors by address", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
  });
});
