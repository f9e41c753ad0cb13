import { randomBytes } from "node:crypto";
import { getEnv } from "~/modules/env/env.server";

// recaptcha.net serves the same where google.com is blocked.
const RECAPTCHA_SCRIPTS = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
  "https://www.recaptcha.net/recaptcha/",
  "https://recaptcha.net/recaptcha/",
];
const RECAPTCHA_FRAMES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
  "https://www.recaptcha.net/recaptcha/",
  "https://recaptcha.net/recaptcha/",
];

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

const NON_DOCUMENT_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export type CspOptions = { recaptcha: boolean; development: boolean };

/** 128 random bits, as the CSP specification recommends. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

// Styles keep 'unsafe-inline': sonner injects a <style> element and React renders `style`
// attributes, neither can carry a nonce, and style cannot run code.
export function documentCsp(nonce: string, { recaptcha, development }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(recaptcha ? RECAPTCHA_SCRIPTS : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(development ? ["ws://localhost:*"] : [])],
    "frame-src": recaptcha ? RECAPTCHA_FRAMES : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** A spoofed X-Forwarded-Proto is harmless here: browsers ignore HSTS sent over http. */
export function isHttps(url: string, forwardedProto: string | null | undefined): boolean {
  if (url.startsWith("https:")) return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

export function securityHeaders(options: {
  https: boolean;
  nonce?: string;
}): Record<string, string> {
  const env = getEnv();
  const headers: Record<string, string> = {
    "Content-Security-Policy": options.nonce
      ? documentCsp(options.nonce, {
          recaptcha: Boolean(env.RECAPTCHA_SITE_KEY),
          development: env.NODE_ENV === "development",
        })
      : NON_DOCUMENT_CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

export function applySecurityHeaders(headers: Headers, request: Request, nonce?: string) {
  const https = isHttps(request.url, request.headers.get("X-Forwarded-Proto"));
  for (const [name, value] of Object.entries(securityHeaders({ https, nonce }))) {
    headers.set(name, value);
  }
}
