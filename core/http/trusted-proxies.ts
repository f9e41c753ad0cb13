// One parser for the provider and the app, compiled as Fastify and express compile it (ADR 0005).
import proxyAddr from "proxy-addr";

export type TrustFn = (addr: string, hop: number) => boolean;

const KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

export function parseTrustedProxies(text: string): string[] {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => (KEYWORDS.has(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}

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
