/**
 * TRUSTED_PROXIES, read one way by the provider (server/config.ts) and the app
 * (app/modules/env/env.server.ts): addresses, CIDR ranges and proxy-addr's keywords, compiled by
 * proxy-addr as Fastify and express compile it (ADR 0005). A bad entry throws a message naming
 * it, which each process's configuration turns into a start-up error.
 */
import proxyAddr from "proxy-addr";

export type TrustFn = (addr: string, hop: number) => boolean;

/** proxy-addr's keywords; anything else must be an address or a CIDR range. */
const KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** "loopback, 10.0.0.0/8" -> ["loopback", "10.0.0.0/8"]; keywords are matched case-insensitively. */
export function parseTrustedProxies(text: string): string[] {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => (KEYWORDS.has(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}

/** Compiles a parsed list; throws on the first entry proxy-addr cannot read, naming it. */
export function compileTrust(entries: string[]): TrustFn {
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch (error) {
      throw new Error(
        `invalid trusted proxy entry ${JSON.stringify(entry)} (${(error as Error).message}); ` +
          "expected an address, a CIDR range, loopback, linklocal or uniquelocal",
      );
    }
  }
  return proxyAddr.compile(entries);
}
