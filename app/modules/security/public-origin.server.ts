import { getEnv } from "~/modules/env/env.server";

/** The site's own origin: PUBLIC_URL when the operator set it (behind a proxy), else the request's. */
export function getPublicUrl(request: Request): URL {
  const configured = getEnv().PUBLIC_URL;
  if (configured) return new URL(configured);
  const url = new URL(request.url);
  // remix-serve builds request.url from the Host header and the socket's protocol.
  const proto = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim();
  if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  return new URL(url.origin);
}
