import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import type { TrustFn } from "../../../server/http/trusted-proxies";

/** IPv4 clients of a dual-stack socket show as `::ffff:a.b.c.d`: one client, one key. */
export function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/**
 * The client's address: the socket's, unless the socket's peer is a trusted proxy; then
 * X-Forwarded-For (and no other header) is walked from the right past trusted hops.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustFn): string | null {
  if (!req.socket.remoteAddress) return null;
  return canonicalAddress(proxyAddr(req, trust));
}
