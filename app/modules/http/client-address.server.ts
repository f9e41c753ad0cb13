import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import type { TrustFn } from "~core/http/trusted-proxies";

/** A dual-stack socket's IPv4 clients show as `::ffff:a.b.c.d`: one client, one key. */
export function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/** X-Forwarded-For (no other header) only from a trusted proxy (ADR 0005). */
export function clientAddressOf(req: IncomingMessage, trust: TrustFn): string | null {
  if (!req.socket.remoteAddress) return null;
  return canonicalAddress(proxyAddr(req, trust));
}
