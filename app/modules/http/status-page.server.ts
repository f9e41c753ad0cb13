import type { IncomingMessage, ServerResponse } from "node:http";
import { directionOf, isLanguage, LANGUAGE_COOKIE, type Language } from "~/modules/i18n/config";
import { readLanguageCookie } from "~/modules/i18n/i18next.server";
import { serverT } from "~/modules/i18n/translations.server";
import { statusKeys, type EdgeStatus } from "./error-statuses";

// Inline style only: these pages must render even when nothing else of the app can.
const STYLE =
  "body{font-family:system-ui,'Segoe UI',Tahoma,sans-serif;margin:0;color:#1f2937;background:#fff}" +
  "main{max-width:36rem;margin:12vh auto;padding:0 1.5rem}h1{font-size:1.75rem;margin:0 0 1rem}" +
  "p{line-height:1.6}a{color:#3730a3}";
export const STATUS_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A form posted from another site arrives without the SameSite=Lax language cookie (ADR 0006). */
export function edgeLanguage(req: Pick<IncomingMessage, "url" | "headers">): Language {
  const query = (req.url ?? "").split("?", 2)[1];
  if (query) {
    let fromQuery: string | null = null;
    try {
      fromQuery = new URLSearchParams(query).get(LANGUAGE_COOKIE);
    } catch {
      // An unreadable query says nothing about the language.
    }
    if (isLanguage(fromQuery)) return fromQuery;
  }
  return readLanguageCookie(req.headers.cookie ?? null) ?? browserLanguage(req) ?? "en";
}

function browserLanguage(req: Pick<IncomingMessage, "headers">): Language | null {
  const first = req.headers["accept-language"]?.split(",", 1)[0];
  const base = first?.split(";", 1)[0].trim().split("-", 1)[0].toLowerCase();
  return isLanguage(base) ? base : null;
}

export function statusPageHtml(status: EdgeStatus, language: Language): string {
  const t = serverT(language);
  const keys = statusKeys(status);
  const title = t(keys.title);
  const message = t(keys.message);
  return (
    `<!DOCTYPE html><html lang="${language}" dir="${directionOf(language)}"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(t("error_page.go_home"))}</a></p>` +
    `</main></body></html>`
  );
}

/** A body still arriving is never buffered: Node discards what nobody reads. */
export function sendStatusPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: EdgeStatus,
  { headers = {}, close = false }: { headers?: Record<string, string>; close?: boolean } = {},
) {
  const body = Buffer.from(statusPageHtml(status, edgeLanguage(req)));
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", body.length);
  res.setHeader("Content-Security-Policy", STATUS_PAGE_CSP);
  res.setHeader("Cache-Control", "no-store");
  if (close && !req.complete) res.setHeader("Connection", "close");
  res.end(req.method === "HEAD" ? undefined : body);
}
