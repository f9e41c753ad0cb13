import type { IncomingMessage, ServerResponse } from "node:http";
import type { EntryContext } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { createFormStamp } from "~/modules/form-protection/form-stamp.server";
import { getRequestContext } from "~/modules/http/request-context.server";
import { cacheTtlMs, providerCacheGeneration, wallClock } from "~/modules/provider/cache.server";
import { normalQuery, type QueryParam } from "~/modules/page-query/page-query";
import { createNonce } from "~/modules/security/headers.server";
import { sendBody } from "./encoding.server";
import { pathOf, type PageRoute } from "./page-routes.server";

// ADR 0007. Pages are kept cut at the per-response values (CSP nonce, form stamp), keyed by path,
// the parameters the page reads, Host and cookies, and die with any dashboard save.

export const PAGE_CACHE_HEADER = "X-Page-Cache";
export const MAX_BYTES = 32 * 1024 * 1024;
/** A few huge pages must not push out all the others. */
export const MAX_PAGE_BYTES = MAX_BYTES / 8;

type Token = "nonce" | "stamp";
type Entry = {
  parts: Buffer[];
  tokens: Token[];
  headers: [string, string][];
  nonce: string;
  generation: number;
  bytes: number;
};
/** `cookies`: the request carried some, so the page's key holds them. */
export type PageCacheCandidate = { key: string; generation: number; cookies: boolean };

// `max` only sizes lru-cache's tables; the byte bound is the one that counts.
const entries = new LRUCache<string, Entry>({
  max: 20_000,
  maxSize: MAX_BYTES,
  maxEntrySize: MAX_PAGE_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.bytes),
  perf: wallClock,
  ttlResolution: 0,
});

// ADR 0034: a page asked for with cookies is kept at its second render. Only a visitor sending
// the same cookies can ask for it again; a key that never comes back (a new cookie each visit, as
// a flood sends) then neither costs the copy nor pushes out the pages every visitor shares.
const seenOnce = new LRUCache<string, true>({
  max: 20_000,
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (_value, key) => Math.max(1, key.length),
});

function keptAtThisRender({ key, cookies }: PageCacheCandidate): boolean {
  if (!cookies || seenOnce.delete(key)) return true;
  seenOnce.set(key, true);
  return false;
}

const inFlight = new Map<string, Promise<void>>();

/** Any parameter the page does not read makes no difference to it (page-query.ts). */
export function pageCacheKey(
  req: Pick<IncomingMessage, "method" | "url" | "headers">,
  query: readonly QueryParam[],
) {
  if (req.method !== "GET") return null;
  const url = req.url ?? "/";
  if (/[?&]_data=/.test(url)) return null;
  const search = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  const page = `${pathOf(url)}?${normalQuery(search, query)}`;
  const { host, cookie } = req.headers;
  const proto = req.headers["x-forwarded-proto"];
  const forwardedHost = req.headers["x-forwarded-host"];
  return [host, proto, forwardedHost, page, cookie].map((part) => String(part ?? "")).join("\n");
}

function keyFor(req: Pick<IncomingMessage, "method" | "url" | "headers">, route: PageRoute | null) {
  if (!route?.cached || cacheTtlMs() === 0) return null;
  return pageCacheKey(req, route.query);
}

export function renderEntry(entry: Pick<Entry, "parts" | "tokens">, values: Record<Token, string>) {
  const chunks: Buffer[] = [entry.parts[0]];
  entry.tokens.forEach((token, i) => chunks.push(Buffer.from(values[token]), entry.parts[i + 1]));
  return Buffer.concat(chunks);
}

/** Called in the request listener ahead of express: a hit needs no request context. */
export function answerFromPageCache(
  req: IncomingMessage,
  res: ServerResponse,
  route: PageRoute | null,
  prepare?: (res: ServerResponse) => void,
): boolean {
  const key = keyFor(req, route);
  if (key === null) return false;
  const entry = entries.get(key);
  if (!entry) return false;
  if (entry.generation !== providerCacheGeneration()) {
    entries.delete(key);
    return false;
  }
  const nonce = createNonce();
  const body = renderEntry(entry, { nonce, stamp: createFormStamp() });
  for (const [name, value] of entry.headers) {
    res.setHeader(name, value.replaceAll(entry.nonce, nonce));
  }
  res.setHeader(PAGE_CACHE_HEADER, "hit");
  prepare?.(res);
  sendBody(req, res, body);
  return true;
}

/** A page that expires under load is rendered once, not once per visitor waiting for it. */
export function pageRenderInFlight(
  req: IncomingMessage,
  route: PageRoute | null,
): Promise<void> | null {
  const key = keyFor(req, route);
  return key === null ? null : (inFlight.get(key) ?? null);
}

export function markPageCacheCandidate(
  req: IncomingMessage,
  res: ServerResponse,
  route: PageRoute | null,
): void {
  const key = keyFor(req, route);
  const context = getRequestContext();
  if (key === null || !context) return;
  const cookies = Boolean(req.headers.cookie);
  context.pageCacheCandidate = { key, generation: providerCacheGeneration(), cookies };
  // A closed answer never closes again: a wait on it would hold every later visit of the page.
  if (inFlight.has(key) || res.closed) return;
  inFlight.set(
    key,
    new Promise<void>((resolve) =>
      res.once("close", () => {
        inFlight.delete(key);
        resolve();
      }),
    ),
  );
}

export function servePageFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  route: PageRoute | null,
): boolean {
  if (answerFromPageCache(req, res, route)) return true;
  markPageCacheCandidate(req, res, route);
  return false;
}

type RootData = { user?: unknown; toast?: unknown; formStamp?: unknown } | undefined;

/** Only a 200 of a `pageCache: true` route, for an anonymous visitor with no toast or cookie. */
export function pageCaptureFor(context: EntryContext, status: number, headers: Headers) {
  const candidate = getRequestContext()?.pageCacheCandidate;
  if (!candidate || status !== 200 || headers.has("Set-Cookie")) return null;
  const { matches, loaderData, errors } = context.staticHandlerContext;
  if (errors) return null;
  const leaf = matches[matches.length - 1];
  const handle = leaf && (context.routeModules[leaf.route.id]?.handle as { pageCache?: boolean });
  if (handle?.pageCache !== true) return null;
  const root = loaderData.root as RootData;
  if (root?.user || root?.toast) return null;
  const stamp = typeof root?.formStamp === "string" ? root.formStamp : undefined;
  headers.set(PAGE_CACHE_HEADER, "miss");
  return { candidate, stamp };
}

export type PageCapture = NonNullable<ReturnType<typeof pageCaptureFor>>;

const END = Buffer.from("</html>");

/** The page ends as a whole document does (a render cut short must not be kept). */
function endsWithHtml(html: Buffer): boolean {
  let end = html.length;
  while (end > 0 && /\s/.test(String.fromCharCode(html[end - 1]))) end--;
  return end >= END.length && html.subarray(end - END.length, end).equals(END);
}

/**
 * Kept as the bytes sent, cut where the per-response values stand: no decoding and re-encoding
 * of the whole page (about a tenth of a render's CPU, docs/performance.md).
 */
export function storePage(
  capture: PageCapture,
  html: Buffer,
  nonce: string,
  responseHeaders: Headers,
) {
  const ttl = cacheTtlMs();
  const { candidate, stamp } = capture;
  if (ttl === 0 || candidate.generation !== providerCacheGeneration()) return;
  if (!endsWithHtml(html) || !keptAtThisRender(candidate)) return;
  const cuts: [Token, Buffer][] = [["nonce", Buffer.from(nonce)]];
  if (stamp) cuts.push(["stamp", Buffer.from(stamp)]);
  const parts: Buffer[] = [];
  const tokens: Token[] = [];
  let last = 0;
  for (;;) {
    // The nearest of the values from `last` on.
    let next: { at: number; token: Token; length: number } | null = null;
    for (const [token, value] of cuts) {
      const at = html.indexOf(value, last);
      if (at !== -1 && (next === null || at < next.at)) next = { at, token, length: value.length };
    }
    if (!next) break;
    parts.push(html.subarray(last, next.at));
    tokens.push(next.token);
    last = next.at + next.length;
  }
  parts.push(html.subarray(last));
  const headers = [...responseHeaders].filter(
    ([name]) => !["x-request-id", PAGE_CACHE_HEADER.toLowerCase()].includes(name.toLowerCase()),
  );
  // Over MAX_PAGE_BYTES lru-cache keeps nothing (and drops an older copy).
  entries.set(
    candidate.key,
    { parts, tokens, headers, nonce, generation: candidate.generation, bytes: html.length },
    { ttl },
  );
}

export function clearPageCache() {
  entries.clear();
  seenOnce.clear();
}

export function pageCacheUsage() {
  return { pages: entries.size, bytes: entries.calculatedSize };
}
