/**
 * In-memory rate limiting for the public write calls (login, register, password forgot,
 * contact_us, ask_service), and the visitor address those limits are counted by.
 *
 * The limiter is a sliding-window log: each key keeps the times of its last `max` allowed hits.
 * That is exact (no double burst at a window edge, unlike a fixed window) and costs at most `max`
 * numbers per key; the limits here are small (5-20), so memory stays modest.
 */
import net from "node:net";

export type RateLimitResult = { allowed: boolean; retryAfterSec: number };
export type RateLimiter = {
  hit(key: string): RateLimitResult;
  /** What `hit` would answer now, without recording anything (for limits that count failures only). */
  peek(key: string): RateLimitResult;
  reset(key?: string): void;
  /** Number of keys currently tracked (for tests and metrics). */
  size(): number;
};
export type RateLimiterOptions = {
  windowMs: number;
  max: number;
  now?: () => number;
  /** Hard cap on tracked keys (default 100 000); past it the least recently allowed keys are dropped. */
  maxKeys?: number;
};

export function createRateLimiter(opts: RateLimiterOptions): RateLimiter {
  const { windowMs, max } = opts;
  if (!(windowMs > 0) || !Number.isInteger(max) || max < 1)
    throw new RangeError("windowMs > 0 and integer max >= 1 required");
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;
  // Map iteration order is insertion order. A key is re-inserted on every allowed hit, so the map
  // is ordered by each key's newest timestamp: expired keys are always at the front, and eviction
  // is a cheap pop from the front on every hit instead of a periodic full scan.
  const hits = new Map<string, number[]>();

  function evict(t: number): void {
    for (const [key, stamps] of hits) {
      // Stop at the first live key while there is room for one more.
      if (stamps[stamps.length - 1] > t - windowMs && hits.size < maxKeys) break;
      hits.delete(key);
    }
  }

  function refusal(stamps: number[], t: number): RateLimitResult {
    const waitMs = stamps[0] + windowMs - t;
    return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  return {
    hit(key) {
      const t = now();
      evict(t);
      const stamps = hits.get(key) ?? [];
      // Drop this key's hits that have left the window (t - stamp >= windowMs).
      let expired = 0;
      while (expired < stamps.length && stamps[expired] <= t - windowMs) expired++;
      if (expired > 0) stamps.splice(0, expired);
      if (stamps.length < max) {
        stamps.push(t);
        hits.delete(key);
        hits.set(key, stamps);
        return { allowed: true, retryAfterSec: 0 };
      }
      // Refused hits are not recorded: the next slot opens when the oldest recorded hit expires,
      // however often the client retries meanwhile.
      return refusal(stamps, t);
    },
    peek(key) {
      const t = now();
      const live = (hits.get(key) ?? []).filter((s) => s > t - windowMs);
      return live.length < max ? { allowed: true, retryAfterSec: 0 } : refusal(live, t);
    },
    reset(key) {
      if (key === undefined) hits.clear();
      else hits.delete(key);
    },
    size: () => hits.size,
  };
}

// ---------------------------------------------------------------------------------------------
// Client address

const KEYWORDS: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/**
 * Parses a TRUSTED_PROXIES list: addresses, CIDR ranges, and the keywords loopback, linklocal and
 * uniquelocal. Throws on anything else, so call it once at start-up to fail fast on bad config.
 */
export function compileTrustedProxies(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (KEYWORDS[entry]) {
      for (const [addr, prefix, type] of KEYWORDS[entry]) list.addSubnet(addr, prefix, type);
      continue;
    }
    const [addr, prefixText, extra] = entry.split("/");
    const ip = normalizeIp(addr);
    const type = ip && net.isIPv4(ip) ? "ipv4" : "ipv6";
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = type === "ipv4" ? 32 : 128;
    if (
      !ip ||
      extra !== undefined ||
      (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))
    ) {
      throw new Error(`invalid trusted proxy entry: ${JSON.stringify(raw)}`);
    }
    if (prefix === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, prefix, type);
  }
  return list;
}

const compiled = new Map<string, net.BlockList>();

function trustFor(entries: string[]): net.BlockList {
  const cacheKey = entries.join(",");
  let list = compiled.get(cacheKey);
  if (!list) {
    list = compileTrustedProxies(entries);
    if (compiled.size > 32) compiled.clear(); // config changes rarely; keep the cache bounded anyway
    compiled.set(cacheKey, list);
  }
  return list;
}

function isTrusted(list: net.BlockList, ip: string): boolean {
  return list.check(ip, net.isIPv4(ip) ? "ipv4" : "ipv6");
}

/**
 * The visitor's address. X-Forwarded-For is believed only when the direct peer is a trusted
 * proxy, and then it is read right to left: each trusted hop vouches for the one before it, and
 * the first untrusted hop is the client. Everything left of it could be forged by the client.
 * If a hop is not an address at all, the last address we could vouch for is used instead.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: string[],
): string {
  const trust = trustFor(trustedProxies);
  const direct = normalizeIp(peer);
  if (!direct) return peer;
  if (!forwardedFor || !isTrusted(trust, direct)) return direct;
  const hops = forwardedFor.split(",");
  let client = direct;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i].trim();
    if (!hop) continue;
    const ip = normalizeIp(hop);
    if (!ip) return client;
    client = ip;
    if (!isTrusted(trust, ip)) return ip;
  }
  return client; // every hop is trusted: the left-most one is as far as we can see
}

/**
 * A canonical address, or null if `value` is not one: ports ("1.2.3.4:80", "[::1]:80") and IPv6
 * zone ids are dropped, IPv4-mapped IPv6 becomes plain IPv4, and IPv6 is compressed and lowercased
 * so one visitor always maps to one rate-limit key.
 */
export function normalizeIp(value: string): string | null {
  let v = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed) v = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(v)) v = v.slice(0, v.indexOf(":"));
  v = v.replace(/%.*$/, "");
  if (net.isIPv4(v)) return v;
  if (!net.isIPv6(v)) return null;
  // The URL parser is the standard library's IPv6 canonicaliser (compresses zeros, lowercases,
  // and prints IPv4-mapped addresses as ::ffff:hex:hex).
  const canon = new URL(`http://[${v}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canon);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return canon;
}

/**
 * The key to count a visitor by: the IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually owns a whole /64, so counting single IPv6 addresses is trivially evaded).
 */
export function addressKey(ip: string): string {
  const v = normalizeIp(ip);
  if (!v || net.isIPv4(v)) return v ?? ip;
  const full = expandIpv6(v);
  return `${full.slice(0, 4).join(":")}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head, tail = ""] = ip.split("::");
  const h = head ? head.split(":") : [];
  const t = ip.includes("::") && tail ? tail.split(":") : [];
  const zeros = Array(8 - h.length - t.length).fill("0");
  return [...h, ...(ip.includes("::") ? zeros : []), ...t];
}
