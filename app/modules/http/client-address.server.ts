import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/**
 * TRUSTED_PROXIES (addresses, CIDR ranges and proxy-addr's keywords `loopback`, `linklocal`,
 * `uniquelocal`), compiled by proxy-addr as express and Fastify compile it: the app and the
 * provider read the same list the same way (ADR 0005). Throws on an entry it cannot parse, so a
 * bad value stops the server at start.
 */
export function compileTrust(entries: string[]): (address: string, hop: number) => boolean {
  return proxyAddr.compile(entries);
}

/** IPv4 clients of a dual-stack socket show as `::ffff:a.b.c.d`: one client, one key. */
export function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/**
 * The client's address: the socket's, unless the socket's peer is a trusted proxy; then
 * X-Forwarded-For (and no other header) is walked from the right past trusted hops.
 */
export function clientAddressOf(
  req: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): string | null {
  if (!req.socket.remoteAddress) return null;
  return canonicalAddress(proxyAddr(req, trust));
}
