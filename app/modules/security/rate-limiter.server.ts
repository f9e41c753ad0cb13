// The app's own limits (login, public forms without a captcha token) on rate-limiter-flexible.
// The provider limits too; these stop abuse before it costs a provider call.
//
// Every limiter is made here, so the store is one decision: in process memory today, which
// counts per replica. For several replicas the shared PostgreSQL database can hold the counters
// instead (RateLimiterPostgres with the same options), without touching the callers.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "~/modules/env/env.server";

export type Limiter = RateLimiterAbstract;

export type LimiterOptions = {
  /** Keeps the counters of different limiters apart in a shared store. */
  name: string;
  /** Events allowed per window, before RATE_LIMIT_SCALE; `limiter.points` is the scaled one. */
  points: number;
  windowMs: number;
};

/** Call it on first use, not at import: it reads the environment. */
export function createLimiter({ name, points, windowMs }: LimiterOptions): Limiter {
  return new RateLimiterMemory({
    keyPrefix: name,
    points: Math.max(1, Math.round(points * getEnv().RATE_LIMIT_SCALE)),
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  });
}

/** Whole seconds until a window ends, never 0 (a Retry-After of 0 invites a hot loop). */
export function retryAfterSeconds(res: Pick<RateLimiterRes, "msBeforeNext">): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Events counted for `key` in its current window, and when that window ends. */
export async function countOf(limiter: Limiter, key: string) {
  const res = await limiter.get(key);
  return { count: res?.consumedPoints ?? 0, retryAfterS: res ? retryAfterSeconds(res) : 0 };
}

/**
 * Counts one event; answers the seconds to wait once `key` is over its points, else 0.
 * Store failures are thrown, not read as "limited".
 */
export async function hit(limiter: Limiter, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return retryAfterSeconds(rejection);
    throw rejection;
  }
}
