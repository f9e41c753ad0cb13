import { getEnv } from "~/modules/env/env.server";

// A spoofed X-Forwarded-Proto only hurts the spoofer. Set COOKIE_SECURE=true behind a proxy that
// does not send it.
export function isSecureRequest(request?: Request): boolean {
  const env = getEnv();
  if (env.COOKIE_SECURE !== "auto") return env.COOKIE_SECURE === "true";
  // Without the request (a redirect built far from it) the public address decides.
  if (!request) return env.PUBLIC_URL?.startsWith("https:") ?? false;
  if (new URL(request.url).protocol === "https:") return true;
  const forwarded = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim();
  return forwarded === "https";
}
