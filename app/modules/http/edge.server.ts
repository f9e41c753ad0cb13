import type { IncomingMessage, ServerResponse } from "node:http";
import { getEnv } from "~/modules/env/env.server";
import { MAX_FILE_BYTES as ASK_SERVICE_FILE_BYTES } from "~/modules/ask-service/constraint";
import { sendStatusPage } from "./status-page.server";

/**
 * Refusals the HTTP layer makes before Remix reads anything (ADR 0005, docs/security.md): a Host
 * that is no host, a method no route takes, a path that is not valid percent-encoding, a form posted from another
 * site, a body that is not a form, and a body over its route's cap. Each gets a status page in
 * the visitor's language; none reaches Remix, so none can become a 500.
 */

const METHODS = new Set(["GET", "HEAD", "POST"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Plain forms (contact, login, language...): far above any of their fields' maximum lengths. */
export const PLAIN_FORM_BYTES = 64 * 1024;
/** The ask-service file plus its text fields and multipart framing. */
export const ASK_SERVICE_BODY_BYTES = ASK_SERVICE_FILE_BYTES + 256 * 1024;
/**
 * A dashboard save with the provider's most images (10 of at most 10 MB each). Only admins get
 * so far: every dashboard action checks the role before it reads the body, and a body nobody
 * reads is discarded as it arrives, never kept.
 */
export const DASHBOARD_BODY_BYTES = 10 * 10 * 1024 * 1024 + 1024 * 1024;

export function bodyCapFor(path: string): number {
  // The ask-service action reads at most its own cap and answers a bigger post with the form,
  // the visitor's text kept (413, a message by the file field); only a post far past that cap is
  // refused here unread.
  if (path === "/ask-service") return 2 * ASK_SERVICE_BODY_BYTES;
  if (path === "/dashboard" || path.startsWith("/dashboard/")) return DASHBOARD_BODY_BYTES;
  return PLAIN_FORM_BYTES;
}

function validPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

// RFC 9110 §7.2 / RFC 3986 §3.2.2: a name of unreserved characters (no userinfo, no path), an
// IPv4 address or a bracketed IPv6 literal, then an optional port.
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::(\d{1,5}))?$/i;

/**
 * Remix builds the request's URL from Host (or a trusted proxy's X-Forwarded-Host, the only one
 * left by then): one that is no host would throw there, a 500 with its stack outside the logs.
 */
function validHost(header: string | string[] | undefined): boolean {
  // An HTTP/1.0 request may come without one (Node refuses an HTTP/1.1 one without it).
  if (header === undefined) return true;
  if (typeof header !== "string") return false;
  // A proxy chain's list: express takes the first.
  const value = header.split(",", 1)[0].trim();
  const match = HOST.exec(value);
  if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return false;
  try {
    return new URL(`http://${value}`).hostname !== "";
  } catch {
    return false;
  }
}

/** The site's own origins: PUBLIC_URL's, and the one this request was addressed to. */
function ownOrigins(req: IncomingMessage, protocol: string): string[] {
  const origins = [`${protocol}://${req.headers.host ?? ""}`];
  const configured = getEnv().PUBLIC_URL;
  if (configured) origins.push(new URL(configured).origin);
  return origins;
}

/**
 * Browsers send Sec-Fetch-Site on every request (since 2023) and Origin on every POST; a request
 * with neither is not a browser's, so it carries no visitor's cookie by surprise.
 */
export function isCrossSite(req: IncomingMessage, protocol: string): boolean {
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = req.headers.origin;
  if (typeof origin !== "string") return false;
  return !ownOrigins(req, protocol).includes(origin);
}

function isForm(contentType: string | undefined): boolean {
  const type = contentType?.split(";", 1)[0].trim().toLowerCase();
  return type !== undefined && FORM_TYPES.includes(type);
}

/** The refusal this request gets, or null when Remix may have it. */
export function edgeRefusal(
  req: IncomingMessage,
  protocol: string,
): {
  status: 400 | 403 | 405 | 411 | 413 | 415;
  headers?: Record<string, string>;
  close?: boolean;
} | null {
  const method = req.method ?? "GET";
  if (!validHost(req.headers.host) || !validHost(req.headers["x-forwarded-host"])) {
    return { status: 400 };
  }
  if (!METHODS.has(method)) return { status: 405, headers: { Allow: "GET, HEAD, POST" } };
  const path = (req.url ?? "/").split("?", 1)[0];
  if (!validPath(path)) return { status: 400 };
  if (method !== "POST") return null;
  if (isCrossSite(req, protocol)) return { status: 403 };
  const length = req.headers["content-length"];
  // Without a length the body's size is known only once read; forms always say it.
  if (length === undefined) {
    return req.headers["transfer-encoding"] ? { status: 411, close: true } : null;
  }
  const bytes = Number(length);
  if (bytes > 0 && !isForm(req.headers["content-type"])) return { status: 415 };
  const cap = bodyCapFor(path);
  if (bytes > cap) return { status: 413, close: bytes > 4 * cap };
  return null;
}

/** Express-style middleware: the refusal's status page, or on to the next handler. */
export function refuseAtEdge(protocolOf: (req: IncomingMessage) => string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const refusal = edgeRefusal(req, protocolOf(req));
    if (refusal) sendStatusPage(req, res, refusal.status, refusal);
    else next();
  };
}
