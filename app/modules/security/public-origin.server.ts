import { getEnv } from "~/modules/env/env.server";

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

// PUBLIC_URL, else the Host header. X-Forwarded-Host is never believed: a client could put its own
// host in the canonical and Open Graph links of a page that a cache may keep.
export function getPublicUrl(request: Request): URL {
  const configured = getEnv().PUBLIC_URL;
  if (configured) return new URL(configured);
  const requested = new URL(request.url);
  const host = request.headers.get("Host")?.trim();
  // Built anew: assigning `url.host` a value without a port would keep the URL's old port.
  const url = host && HOST.test(host) ? new URL(`${requested.protocol}//${host}`) : requested;
  // A TLS proxy in front says https.
  const proto = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim();
  if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  return new URL(url.origin);
}

export function linksFollowHost(): boolean {
  return !getEnv().PUBLIC_URL;
}

/** Never `public`: a shared cache would hand one host's links to everyone. */
export function privateCacheControl(current: string | null): string {
  const directives = (current ?? "")
    .split(",")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .filter((directive) => !/^(public|private|s-maxage=.*|proxy-revalidate)$/i.test(directive));
  return ["private", ...directives].join(", ");
}

/** The page cache keys on Host itself (ADR 0007). */
export function markHostLinks(headers: Headers): Headers {
  if (!linksFollowHost()) return headers;
  headers.set("Cache-Control", privateCacheControl(headers.get("Cache-Control")));
  const vary = headers.get("Vary");
  if (!vary?.split(",").some((name) => name.trim().toLowerCase() === "host")) {
    headers.set("Vary", vary ? `${vary}, Host` : "Host");
  }
  return headers;
}

export function hostLinkHeaders(): Headers {
  return markHostLinks(new Headers());
}
