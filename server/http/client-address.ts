/**
 * The visitor's address (ADR 0005, docs/security.md): the socket's, unless the peer is one of
 * TRUSTED_PROXIES, in which case X-Forwarded-For is walked right to left by proxy-addr (the
 * library Fastify's own `trustProxy` is built on). No other header (X-Real-IP, Forwarded...) is
 * read. Fastify gets the function trusted-proxies.ts compiles, so `req.ip` is the answer everywhere.
 */
import net from "node:net";
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
 * Something that is no address at all (only a trusted proxy can send one) is used as it is.
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
