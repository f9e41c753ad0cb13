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

/**
 * A micro-cache of public pages for anonymous visitors (ADR 0007). The first visit renders the
 * page through Remix as always; the HTML is kept, cut at the two values that must differ per
 * response (the CSP nonce and the signed form stamp), and the next visits of the same page (the
 * path and the normal form of the parameters it reads) with the same Host and cookies get it
 * back from the app server's page-cache middleware with fresh values, before loaders and React
 * run. Concurrent misses of one page wait for the first one's render instead of rendering too. Entries live as long as the provider read
 * cache's entries (PROVIDER_CACHE_TTL_MS; 0 turns both off) and die with any dashboard save.
 */

export const PAGE_CACHE_HEADER = "X-Page-Cache";
/** All kept pages together, in bytes of HTML; the least recently served go first. */
export const MAX_BYTES = 32 * 1024 * 1024;
/** A page larger than this is not kept: a few huge pages must not push out all the others. */
export const MAX_PAGE_BYTES = MAX_BYTES / 8;

type Token = "nonce" | "stamp";
type Entry = {
  /** The page's bytes between the per-response values; `tokens[i]` goes after `parts[i]`. */
  parts: Buffer[];
  tokens: Token[];
  headers: [string, string][];
  nonce: string;
  generation: number;
  bytes: number;
};
/** A request whose rendered page may be stored, as the middleware saw it (request context). */
export type PageCacheCandidate = { key: string; generation: number };

// `max` only sizes lru-cache's tables; the byte bound is the one that counts.
const entries = new LRUCache<string, Entry>({
  max: 20_000,
  maxSize: MAX_BYTES,
  maxEntrySize: MAX_PAGE_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.bytes),
  perf: wallClock,
  ttlResolution: 0,
});

/** Renders in progress of pages the cache may keep, by key; settled when their answer ends. */
const inFlight = new Map<string, Promise<void>>();

/**
 * Everything a public page's HTML depends on besides the provider's data: the path with the
 * normal form of the parameters the page reads (`query`, its routes' `handle.query`; any other
 * parameter makes no difference to the page, page-query.ts), the origin it is served under
 * (canonical and Open Graph links) and the cookies (language, session, toast). `null` for
 * requests that are never served from here.
 */
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

/** The key of a request for a page the cache keeps, null for anything else or with the cache off. */
function keyFor(req: Pick<IncomingMessage, "method" | "url" | "headers">, route: PageRoute | null) {
  if (!route?.cached || cacheTtlMs() === 0) return null;
  return pageCacheKey(req, route.query);
}

/** The page with fresh per-response values, as one buffer. */
export function renderEntry(entry: Pick<Entry, "parts" | "tokens">, values: Record<Token, string>) {
  const chunks: Buffer[] = [entry.parts[0]];
  entry.tokens.forEach((token, i) => chunks.push(Buffer.from(values[token]), entry.parts[i + 1]));
  return Buffer.concat(chunks);
}

/**
 * Answers a repeat visit from the cache and returns true, else false. The app server calls it in
 * its request listener ahead of express (ADR 0007): a hit needs no request context.
 */
export function answerFromPageCache(
  req: IncomingMessage,
  res: ServerResponse,
  /** What the build's routes say of the request's path (page-routes.server.ts). */
  route: PageRoute | null,
  /** Sets what the server adds to every answer (request id, security headers), on a hit only. */
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

/**
 * The render in progress of the same page, when there is one: a miss waits for it and is then
 * answered from the cache, so a page that expires under load is rendered once, not once per
 * visitor waiting for it.
 */
export function pageRenderInFlight(
  req: IncomingMessage,
  route: PageRoute | null,
): Promise<void> | null {
  const key = keyFor(req, route);
  return key === null ? null : (inFlight.get(key) ?? null);
}

/**
 * Inside the request's context: marks it as one whose rendered page may be stored, when it is a
 * page the cache keeps, and as the render the same page's other misses wait for until its answer
 * ends. The server already tried answerFromPageCache ahead of express.
 */
export function markPageCacheCandidate(
  req: IncomingMessage,
  res: ServerResponse,
  route: PageRoute | null,
): void {
  const key = keyFor(req, route);
  const context = getRequestContext();
  if (key === null || !context) return;
  context.pageCacheCandidate = { key, generation: providerCacheGeneration() };
  if (inFlight.has(key)) return;
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

/** Both steps at once: answers from the cache (true), or marks the request for storing. */
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

/**
 * The stored-page hook for one document render, or null when this page must not be stored:
 * only a 200 of a route whose handle says `pageCache: true`, for a visitor who is not logged in,
 * with no toast and no cookie to set.
 */
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

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Keeps a completely rendered page, unless a dashboard save happened while it rendered. */
export function storePage(
  capture: PageCapture,
  html: string,
  nonce: string,
  responseHeaders: Headers,
) {
  const ttl = cacheTtlMs();
  const { candidate, stamp } = capture;
  if (ttl === 0 || candidate.generation !== providerCacheGeneration()) return;
  if (!html.trimEnd().endsWith("</html>")) return;
  const pattern = new RegExp(
    [nonce, stamp]
      .filter((value): value is string => Boolean(value))
      .map(escapeRegExp)
      .join("|"),
    "g",
  );
  const parts: Buffer[] = [];
  const tokens: Token[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(Buffer.from(html.slice(last, match.index)));
    tokens.push(match[0] === nonce ? "nonce" : "stamp");
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(html.slice(last)));
  const headers = [...responseHeaders].filter(
    ([name]) => !["x-request-id", PAGE_CACHE_HEADER.toLowerCase()].includes(name.toLowerCase()),
  );
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  // Over MAX_PAGE_BYTES lru-cache keeps nothing (and drops an older copy of the page).
  entries.set(
    candidate.key,
    { parts, tokens, headers, nonce, generation: candidate.generation, bytes },
    { ttl },
  );
}

/** For tests. */
export function clearPageCache() {
  entries.clear();
}

/** For tests: how many pages and bytes are kept. */
export function pageCacheUsage() {
  return { pages: entries.size, bytes: entries.calculatedSize };
}
