import { randomBytes } from "node:crypto";
import { getEnv } from "~/modules/env/env.server";

// reCAPTCHA v2 loads api.js from www.google.com, its code from www.gstatic.com and shows its
// challenge in a frame; recaptcha.net serves the same where google.com is blocked.
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

/** Powerful features the site never uses, switched off for it and for any frame it embeds. */
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

/** JSON, files, CSV, XML: nothing in them may run, load anything or be framed. */
const NON_DOCUMENT_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export type CspOptions = { recaptcha: boolean; development: boolean };

/** A fresh value per document: 128 random bits, as the CSP specification recommends. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy of an HTML page. Scripts run only from our origin or with this response's nonce
 * (Remix's inline context and module loader, React's streaming helpers). Styles keep
 * 'unsafe-inline': sonner injects its stylesheet as a <style> element and React renders `style`
 * attributes into the server HTML; neither can carry a nonce, and style cannot run code.
 */
export function documentCsp(nonce: string, { recaptcha, development }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(recaptcha ? RECAPTCHA_SCRIPTS : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    // The dev server's live reload talks over a websocket on localhost.
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

/**
 * Whether the visitor reached us over https, directly or through a TLS proxy that says so.
 * Trusting a spoofed X-Forwarded-Proto is harmless here: browsers ignore HSTS sent over http.
 */
export function isHttps(url: string, forwardedProto: string | null | undefined): boolean {
  if (url.startsWith("https:")) return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * Every header an app response carries. `nonce` given: an HTML document with its page policy;
 * otherwise the policy of a response that is not a page.
 */
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
    // For browsers older than frame-ancestors.
    "X-Frame-Options": "DENY",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** Sets the security headers on a Remix response's headers (documents and `?_data=` answers). */
export function applySecurityHeaders(headers: Headers, request: Request, nonce?: string) {
  const https = isHttps(request.url, request.headers.get("X-Forwarded-Proto"));
  for (const [name, value] of Object.entries(securityHeaders({ https, nonce }))) {
    headers.set(name, value);
  }
}
