// Every POST action starts with this check: on top of SameSite=Lax, a form posted from another
// site is refused (spec-level CSRF protection without tokens, so forms keep working without JS).
import { getPublicUrl } from "./public-origin.server";

function allowed(request: Request): boolean {
  // Browsers send Sec-Fetch-Site on every request since 2023; older ones send Origin on POST.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("Origin");
  if (!origin) return true; // not a browser form post (curl, server-to-server): no ambient cookie risk
  return origin === getPublicUrl(request).origin;
}

/** Throws a 403 Response for a cross-site POST; returns nothing otherwise. */
export function requireSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (!allowed(request)) {
    throw new Response("Cross-site form submissions are refused.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
