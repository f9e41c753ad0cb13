import type { LoaderFunctionArgs } from "@remix-run/node";
import { isStaff } from "~core/auth/permissions";
import { getEnv } from "~/modules/env/env.server";
import { getUser } from "~/modules/session/session.server";

// Never the provider's cookies.
const PASS_BACK = [
  "content-type",
  "content-length",
  "cache-control",
  "content-disposition",
  "x-content-type-options",
  "etag",
  "last-modified",
  "accept-ranges",
  "content-range",
  "content-security-policy",
];
const PASS_ON = ["accept", "range", "if-none-match", "if-modified-since"];

// An uploaded SVG opened directly must not run scripts in our origin.
const SANDBOX_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  const incoming = new URL(request.url);
  const upstream = new URL(`${incoming.pathname}${incoming.search}`, `${env.PROVIDER_URL}/`);
  if (
    !upstream.pathname.startsWith("/storage/") ||
    upstream.origin !== new URL(env.PROVIDER_URL).origin
  ) {
    return new Response("Not Found", { status: 404 });
  }

  const headers = new Headers();
  for (const name of PASS_ON) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Staff see the pictures of drafts and deleted records (the dashboard's thumbnails, history),
  // which the provider checks again and answers `private, no-store` (ADR 0023).
  const user = request.headers.has("cookie") ? await getUser(request) : null;
  if (user && isStaff(user.role)) headers.set("token", user.token);

  // The timeout covers the answer's start, not streaming a large file.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env.PROVIDER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(upstream, { headers, signal: controller.signal, redirect: "manual" });
  } catch {
    const timedOut = controller.signal.aborted;
    return new Response(timedOut ? "Gateway Timeout" : "Bad Gateway", {
      status: timedOut ? 504 : 502,
      headers: { "Cache-Control": "no-store" },
    });
  } finally {
    clearTimeout(timer);
  }

  const out = new Headers();
  for (const name of PASS_BACK) {
    const value = response.headers.get(name);
    if (value) out.set(name, value);
  }
  if (!out.has("x-content-type-options")) out.set("X-Content-Type-Options", "nosniff");
  if (!out.has("content-security-policy")) out.set("Content-Security-Policy", SANDBOX_CSP);
  if (response.status >= 300 && response.status < 400 && response.status !== 304) {
    return new Response("Not Found", { status: 404 });
  }
  return new Response(response.body, { status: response.status, headers: out });
}
