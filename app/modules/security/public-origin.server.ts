import { getEnv } from "~/modules/env/env.server";

/** `host[:port]` as a Host header may carry it: no user info, path or anything else. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's own origin: PUBLIC_URL when the operator set it (behind a proxy), else the Host
 * header the request came with. X-Forwarded-Host is never believed: remix-serve takes its port
 * into `request.url`, so reading the address from there let any client put its own host in the
 * canonical, hreflang and Open Graph links of a page that a cache may keep.
 */
export function getPublicUrl(request: Request): URL {
  const configured = getEnv().PUBLIC_URL;
  if (configured) return new URL(configured);
  const requested = new URL(request.url);
  const host = request.headers.get("Host")?.trim();
  // Built anew: assigning `url.host` a value without a port would keep the URL's old port.
  const url = host && HOST.test(host) ? new URL(`${requested.protocol}//${host}`) : requested;
  // remix-serve builds request.url from the socket's protocol; a TLS proxy in front says https.
  const proto = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim();
  if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  return new URL(url.origin);
}

/** True when links in a response are built from the visitor's Host header (PUBLIC_URL unset). */
export function linksFollowHost(): boolean {
  return !getEnv().PUBLIC_URL;
}

/**
 * `Cache-Control` for a response whose links may name the visitor's host: never `public` (a
 * shared cache would hand one host's links to everyone), while `no-store`, `no-cache` and the
 * lifetimes already asked for stay.
 */
export function privateCacheControl(current: string | null): string {
  const directives = (current ?? "")
    .split(",")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .filter((directive) => !/^(public|private|s-maxage=.*|proxy-revalidate)$/i.test(directive));
  return ["private", ...directives].join(", ");
}

/**
 * Marks `headers` of an HTML page, a sitemap or robots.txt as private and varying by Host when
 * its links come from the Host header; with PUBLIC_URL set they are the same for everyone and
 * nothing changes. The page cache (ADR 0007) keys on Host, so it keeps such pages apart itself.
 */
export function markHostLinks(headers: Headers): Headers {
  if (!linksFollowHost()) return headers;
  headers.set("Cache-Control", privateCacheControl(headers.get("Cache-Control")));
  const vary = headers.get("Vary");
  if (!vary?.split(",").some((name) => name.trim().toLowerCase() === "host")) {
    headers.set("Vary", vary ? `${vary}, Host` : "Host");
  }
  return headers;
}

/** The headers a loader whose data carries host-derived links (`seo`) answers with. */
export function hostLinkHeaders(): Headers {
  return markHostLinks(new Headers());
}
