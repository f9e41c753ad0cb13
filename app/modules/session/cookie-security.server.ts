import { getEnv } from "~/modules/env/env.server";

/**
 * Whether cookies set in answer to this request get the Secure flag. With COOKIE_SECURE=auto
 * (the default) that is when the visitor reached us over https: directly, or through a TLS
 * proxy that says so in X-Forwarded-Proto. A spoofed header only hurts the spoofer (their
 * cookie is then not sent over http). Production over plain http://localhost (the e2e suite)
 * keeps working; set COOKIE_SECURE=true behind a proxy that does not send X-Forwarded-Proto.
 */
export function isSecureRequest(request?: Request): boolean {
  const env = getEnv();
  if (env.COOKIE_SECURE !== "auto") return env.COOKIE_SECURE === "true";
  // Without the request (a redirect built far from it) the public address decides.
  if (!request) return env.PUBLIC_URL?.startsWith("https:") ?? false;
  if (new URL(request.url).protocol === "https:") return true;
  const forwarded = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim();
  return forwarded === "https";
}
