import { getLocale } from "~/modules/i18n/i18next.server";
import type { Language } from "~/modules/i18n/config";
import {
  providerFetch,
  throwProviderError,
  type Envelope,
  type ProviderCall,
  type ProviderResult,
} from "./client.server";
import type { Paged } from "./types";

// Public pages read the same few lists on every visit; a short memory cache turns most of those
// reads into map lookups. See docs/decisions/0004-public-read-cache.md for why it stays short.

export const DEFAULT_TTL_MS = 10_000;
export const DEFAULT_MAX_ENTRIES = 500;

type Entry<V> = { value: V; expires: number };

/** A bounded map whose entries expire; the oldest insertion goes first when it is full. */
export class TtlCache<V> {
  private entries = new Map<string, Entry<V>>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs = this.options.ttlMs) {
    if (ttlMs <= 0 || this.options.maxEntries <= 0) return;
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + ttlMs });
  }

  /** Drops every entry whose key starts with one of the prefixes; returns how many went. */
  deleteByPrefix(prefixes: string[]): number {
    let removed = 0;
    for (const key of [...this.entries.keys()]) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) {
        this.entries.delete(key);
        removed++;
      }
    }
    return removed;
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * PROVIDER_CACHE_TTL_MS, read on each call so it can change without a restart of the module.
 * Unset under NODE_ENV=test, it is off: loader tests mock a different provider answer per case.
 */
export function cacheTtlMs(
  raw = process.env.PROVIDER_CACHE_TTL_MS,
  nodeEnv = process.env.NODE_ENV,
): number {
  const fallback = nodeEnv === "test" ? 0 : DEFAULT_TTL_MS;
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

const cache = new TtlCache<ProviderResult<unknown>>({
  ttlMs: DEFAULT_TTL_MS,
  maxEntries: DEFAULT_MAX_ENTRIES,
});
// Concurrent misses for one key share a single provider call instead of stampeding it.
const inFlight = new Map<string, Promise<ProviderResult<unknown>>>();
// Bumped by every invalidation, so a read that started before a save cannot store stale data.
let generation = 0;

function normalizePath(path: string) {
  return path.replace(/^\/+/, "");
}

/** `path?sorted-query|lang`: the path comes first so invalidation can match on its prefix. */
export function cacheKey(path: string, query: ProviderCall["query"], language: Language): string {
  const params = new URLSearchParams();
  if (query instanceof URLSearchParams) query.forEach((value, key) => params.append(key, value));
  else if (query) {
    for (const [key, raw] of Object.entries(query)) {
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (value !== undefined && value !== null) params.append(key, String(value));
      }
    }
  }
  params.sort();
  return `${normalizePath(path)}?${params.toString()}|${language}`;
}

export type PublicRead = Pick<ProviderCall, "request" | "path" | "query" | "language">;

/**
 * A public GET through the cache. Only successful answers are kept: a failure is retried by the
 * next visitor, so pages recover as soon as the provider is back.
 */
export async function cachedProviderGet<T>(call: PublicRead): Promise<ProviderResult<T>> {
  const language = call.language ?? (await getLocale(call.request));
  const ttlMs = cacheTtlMs();
  const read = () => providerFetch<T>({ ...call, language, method: "GET" });
  if (ttlMs === 0) return read();

  const key = cacheKey(call.path, call.query, language);
  const hit = cache.get(key);
  if (hit) return hit as ProviderResult<T>;
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<ProviderResult<T>>;

  const startedAt = generation;
  const promise = read().then((result) => {
    if (result.ok && startedAt === generation) cache.set(key, result, ttlMs);
    return result;
  });
  inFlight.set(key, promise);
  try {
    return await promise;
  } finally {
    inFlight.delete(key);
  }
}

/**
 * Called after a dashboard save or delete, e.g. `invalidateProviderCache(['categories',
 * 'services'])`. Prefixes are provider paths without the leading slash. Affects this process only.
 */
export function invalidateProviderCache(prefixes: string[]): number {
  const normalized = prefixes.map(normalizePath).filter(Boolean);
  if (normalized.length === 0) return 0;
  generation++;
  for (const key of [...inFlight.keys()]) {
    if (normalized.some((prefix) => key.startsWith(prefix))) inFlight.delete(key);
  }
  return cache.deleteByPrefix(normalized);
}

/** Changes with every invalidation: the page cache keeps nothing rendered before one. */
export function providerCacheGeneration() {
  return generation;
}

/** For tests. */
export function clearProviderCache() {
  cache.clear();
  inFlight.clear();
  generation++;
}

/** A public paged list for a page loader: the body, or the layout's 503/504 error page. */
export async function readPublicList<T>(
  request: Request,
  path: string,
  query: PublicRead["query"] = {},
): Promise<Paged<T> & Envelope> {
  const result = await cachedProviderGet<Paged<T>>({ request, path, query });
  if (!result.ok) throwProviderError(result.error);
  const body = result.body;
  // A provider that omits meta still pages sensibly: one page holding what it sent.
  const data = Array.isArray(body.data) ? body.data : [];
  const meta = body.meta ?? {
    total: data.length,
    current_page: 1,
    last_page: 1,
    per_page: data.length,
  };
  return { ...body, data, meta };
}
