import type { LoaderFunctionArgs } from "@remix-run/node";
import { isStaff } from "~core/auth/permissions";
import { providerStream } from "~/modules/provider/client.server";
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
  const incoming = new URL(request.url);
  if (!incoming.pathname.startsWith("/storage/")) {
    return new Response("Not Found", { status: 404 });
  }

  const headers: Record<string, string> = {};
  for (const name of PASS_ON) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  // Staff see the pictures of drafts and deleted records (the dashboard's thumbnails, history),
  // which the provider checks again and answers `private, no-store` (ADR 0023).
  const user = request.headers.has("cookie") ? await getUser(request) : null;

  const result = await providerStream({
    request,
    path: `${incoming.pathname}${incoming.search}`,
    headers,
    token: user && isStaff(user.role) ? user.token : null,
  });
  if (!result.ok) {
    if (result.failure === "outside") return new Response("Not Found", { status: 404 });
    return new Response(result.failure === "timeout" ? "Gateway Timeout" : "Bad Gateway", {
      status: result.failure === "timeout" ? 504 : 502,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const response = result.response;

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
