// The socket's address, unless the peer is one of TRUSTED_PROXIES (ADR 0005, docs/security.md).
// No other header (X-Real-IP, Forwarded...) is read.
import net from "node:net";
/** One visitor always maps to one rate-limit key, however the address was written. */
export function normalizeIp(value: string): string | null {
  let v = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed) v = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(v)) v = v.slice(0, v.indexOf(":"));
  v = v.replace(/%.*$/, "");
  if (net.isIPv4(v)) return v;
  if (!net.isIPv6(v)) return null;
  const canon = new URL(`http://[${v}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canon);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return canon;
}

// IPv6 counts by /64: one subscriber usually owns a whole /64.
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
