// In-memory fixed-window counters for the app's own limits (login, public forms without a
// captcha token). The provider limits too; these stop abuse before it costs a provider call.
// Per process: with several replicas each counts on its own, which still bounds the rate.

export type RateLimitOptions = { max: number; windowMs: number; now?: () => number };

export type RateLimitState = { limited: boolean; retryAfterS: number };

export type RateLimiter = {
  /** Whether one more event for `key` would be over the allowance; counts nothing. */
  peek(key: string): RateLimitState;
  /** Counts one event for `key`; `limited` is true once the count exceeds `max`. */
  hit(key: string): RateLimitState;
  reset(key: string): void;
};

// Bounds memory under a flood of distinct keys (spoofed emails); expired windows go first.
const MAX_KEYS = 50_000;

export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  const state = (
    entry: { count: number; resetAt: number } | undefined,
    limit: number,
  ): RateLimitState => {
    if (!entry || entry.count <= limit) return { limited: false, retryAfterS: 0 };
    return { limited: true, retryAfterS: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) };
  };

  const prune = () => {
    const time = now();
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
    if (windows.size >= MAX_KEYS) windows.clear();
  };

  return {
    peek: (key) => state(current(key), max - 1),
    hit(key) {
      let entry = current(key);
      if (!entry) {
        if (windows.size >= MAX_KEYS) prune();
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return state(entry, max);
    },
    reset: (key) => void windows.delete(key),
  };
}
