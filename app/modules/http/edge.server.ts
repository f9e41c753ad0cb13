import type { IncomingMessage, ServerResponse } from "node:http";
import { getEnv } from "~/modules/env/env.server";
import { MAX_FILE_BYTES as ASK_SERVICE_FILE_BYTES } from "~/modules/ask-service/constraint";
import { sendStatusPage } from "./status-page.server";

// Refused before Remix reads anything, so none can become a 500 (ADR 0005, docs/security.md).

const METHODS = new Set(["GET", "HEAD", "POST"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const PLAIN_FORM_BYTES = 64 * 1024;
export const ASK_SERVICE_BODY_BYTES = ASK_SERVICE_FILE_BYTES + 256 * 1024;
// Only admins get so far: dashboard actions check the role before reading the body.
export const DASHBOARD_BODY_BYTES = 10 * 10 * 1024 * 1024 + 1024 * 1024;

export function bodyCapFor(path: string): number {
  // The ask-service action answers a bigger post with the form, text kept; only far past, here.
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

// RFC 9110 §7.2 / RFC 3986 §3.2.2.
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::(\d{1,5}))?$/i;

/** A Host that is no host would throw in Remix: a 500 with its stack outside the logs. */
function validHost(header: string | string[] | undefined): boolean {
  if (header === undefined) return true;
  if (typeof header !== "string") return false;
  const value = header.split(",", 1)[0].trim();
  const match = HOST.exec(value);
  if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return false;
  try {
    return new URL(`http://${value}`).hostname !== "";
  } catch {
    return false;
  }
}

function ownOrigins(req: IncomingMessage, protocol: string): string[] {
  const origins = [`${protocol}://${req.headers.host ?? ""}`];
  const configured = getEnv().PUBLIC_URL;
  if (configured) origins.push(new URL(configured).origin);
  return origins;
}

/** Neither Sec-Fetch-Site nor Origin: not a browser's, so no cookie rides along by surprise. */
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

export function refuseAtEdge(protocolOf: (req: IncomingMessage) => string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const refusal = edgeRefusal(req, protocolOf(req));
    if (refusal) sendStatusPage(req, res, refusal.status, refusal);
    else next();
  };
}
