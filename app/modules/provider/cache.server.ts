import { LRUCache } from "lru-cache";
import type { Language } from "~/modules/i18n/config";
import {
  providerFetch,
  throwProviderError,
  type Envelope,
  type ProviderCall,
  type ProviderResult,
} from "./client.server";
import type { ProviderError } from "./errors";
import type { Paged } from "./types";
import { announce, onAnnouncement } from "~/modules/shared-state/announcements.server";

// ADR 0004: why it stays short and how long stale may serve.

export const DEFAULT_TTL_MS = 10_000;
export const DEFAULT_STALE_MS = 5 * 60_000;
export const DEFAULT_MAX_ENTRIES = 500;
// A stream of saves cannot keep a visitor waiting for ever.
const MAX_ATTEMPTS = 3;

/** Read on each check, so lifetimes agree with the `Date.now()` stamps kept beside them. */
export const wallClock = { now: () => Date.now() };

function durationFromEnv(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

/** Off under NODE_ENV=test: loader tests mock a different answer per case. */
export function cacheTtlMs(
  raw = process.env.PROVIDER_CACHE_TTL_MS,
  nodeEnv = process.env.NODE_ENV,
): number {
  return durationFromEnv(raw, nodeEnv === "test" ? 0 : DEFAULT_TTL_MS);
}

export function staleMs(raw = process.env.PROVIDER_STALE_MS): number {
  return durationFromEnv(raw, DEFAULT_STALE_MS);
}

type Success = Extract<ProviderResult<unknown>, { ok: true }>;
type Stored = { result: Success; fetchedAt: number };
type ReadContext = { read: () => Promise<ProviderResult<unknown>>; ttlMs: number };

class ProviderFailure extends Error {
  constructor(readonly result: ProviderResult<unknown>) {
    super("provider read failed");
  }
}

function isOutage(error: ProviderError) {
  if (["unavailable", "timeout", "bad_response", "rate_limited"].includes(error.kind)) return true;
  return error.kind === "http" && error.status >= 500;
}

// Bumped by every invalidation, so a read that started before a save cannot store what it read.
let generation = 0;

// An expired entry stays so a failed refresh can still answer it.
const cache = new LRUCache<string, Stored, ReadContext>({
  max: DEFAULT_MAX_ENTRIES,
  perf: wallClock,
  ttlResolution: 0,
  fetchMethod: async (_key, stale, { context, signal, options }) => {
    const startedAt = generation;
    const result = await context.read();
    if (signal.aborted || startedAt !== generation) return undefined;
    const now = Date.now();
    if (result.ok) return { result, fetchedAt: now };
    const servableUntil = stale ? stale.fetchedAt + context.ttlMs + staleMs() : 0;
    if (stale && isOutage(result.error) && now < servableUntil) {
      // The old answer again, and the provider left alone for a TTL, never past the bound.
      options.ttl = Math.min(context.ttlMs, servableUntil - now);
      return stale;
    }
    throw new ProviderFailure(result);
  },
});

function normalizePath(path: string) {
  return path.replace(/^\/+/, "");
}

/** The path comes first so invalidation can match on its prefix. */
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

/** Only successes are kept, so pages recover as soon as the provider is back. */
export async function cachedProviderGet<T>(call: PublicRead): Promise<ProviderResult<T>> {
  const ttlMs = cacheTtlMs();
  const read = () => providerFetch<T>({ ...call, method: "GET" });
  if (ttlMs === 0) return read();

  const key = cacheKey(call.path, call.query, call.language);
  const context: ReadContext = { read, ttlMs };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      const stored = await cache.fetch(key, { ttl: ttlMs, context });
      if (stored) return stored.result as ProviderResult<T>;
    } catch (error) {
      if (error instanceof ProviderFailure) return error.result as ProviderResult<T>;
      // lru-cache aborted the read of an entry deleted meanwhile. Read again.
    }
  }
  return read();
}

/** Affects this process; other replicas hear of it through announce(). */
export function invalidateProviderCache(prefixes: string[]): number {
  const normalized = prefixes.map(normalizePath).filter(Boolean);
  if (normalized.length === 0) return 0;
  announce({ kind: "content", prefixes: normalized });
  return dropCached(normalized);
}

function dropCached(prefixes: string[]): number {
  generation++;
  let removed = 0;
  // dump() lists expired entries too (keys() does not): a stale copy must not outlive a save.
  for (const [key] of cache.dump()) {
    if (prefixes.some((prefix) => key.startsWith(prefix)) && cache.delete(key)) removed++;
  }
  return removed;
}

onAnnouncement((announcement) => {
  if (announcement.kind === "content") dropCached(announcement.prefixes.map(normalizePath));
  if (announcement.kind === "missed") clearProviderCache();
});

export function providerCacheGeneration() {
  return generation;
}

export function clearProviderCache() {
  cache.clear();
  generation++;
}

export async function readPublicList<T>(
  request: Request,
  language: Language,
  path: string,
  query: PublicRead["query"] = {},
): Promise<Paged<T> & Envelope> {
  const result = await cachedProviderGet<Paged<T>>({ request, language, path, query });
  if (!result.ok) throwProviderError(result.error);
  const body = result.body;
  const data = Array.isArray(body.data) ? body.data : [];
  const meta = body.meta ?? {
    total: data.length,
    current_page: 1,
    last_page: 1,
    per_page: data.length,
  };
  return { ...body, data, meta };
}
