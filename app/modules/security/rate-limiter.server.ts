// The app's own limits (login, public forms without a captcha token) on rate-limiter-flexible.
// The provider limits too; these stop abuse before it costs a provider call.
//
// Every limiter is made here, so the store is one decision: in process memory on one machine;
// with a PostgreSQL DATABASE_URL the counters live in the shared database (table
// app_rate_limits), so replicas behind a load balancer refuse after as many tries as one would.
// Should that database be unreachable, a memory limiter with the same options stands in.
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getEnv } from "~/modules/env/env.server";
import { createLimitTable } from "~/modules/shared-state/limit-table";
import { sharedPool } from "~/modules/shared-state/postgres.server";

export type Limiter = RateLimiterAbstract;

export type LimiterOptions = {
  /** Keeps the counters of different limiters apart in a shared store. */
  name: string;
  /** Events allowed per window, before RATE_LIMIT_SCALE; `limiter.points` is the scaled one. */
  points: number;
  windowMs: number;
};

const TABLE = "app_rate_limits";
let tableReady: Promise<void> | null = null;

/** The shared counters' table, made once per process before the first count. */
function ensureTable(): Promise<void> {
  const pool = sharedPool();
  if (!pool) return Promise.resolve();
  // A failure is tried again on the next count; meanwhile the insurance limiter counts.
  tableReady ??= createLimitTable(pool, TABLE).catch(() => {
    tableReady = null;
  });
  return tableReady;
}

/** Call it on first use, not at import: it reads the environment. */
export function createLimiter({ name, points, windowMs }: LimiterOptions): Limiter {
  const options = {
    keyPrefix: name,
    points: Math.max(1, Math.round(points * getEnv().RATE_LIMIT_SCALE)),
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  };
  const pool = sharedPool();
  if (!pool) return new RateLimiterMemory(options);
  void ensureTable();
  // Whenever the shared database fails, the insurance limiter counts in memory meanwhile.
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Whole seconds until a window ends, never 0 (a Retry-After of 0 invites a hot loop). */
export function retryAfterSeconds(res: Pick<RateLimiterRes, "msBeforeNext">): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Events counted for `key` in its current window, and when that window ends. */
export async function countOf(limiter: Limiter, key: string) {
  await ensureTable();
  const res = await limiter.get(key);
  return { count: res?.consumedPoints ?? 0, retryAfterS: res ? retryAfterSeconds(res) : 0 };
}

/**
 * Counts one event; answers the seconds to wait once `key` is over its points, else 0.
 * Store failures are thrown, not read as "limited".
 */
export async function hit(limiter: Limiter, key: string): Promise<number> {
  await ensureTable();
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return retryAfterSeconds(rejection);
    throw rejection;
  }
}

/** Counts one event that never refuses (a failed login feeding the limits above). */
export async function penalize(limiter: Limiter, key: string): Promise<void> {
  await ensureTable();
  await limiter.penalty(key);
}

/** Forgets `key`'s events. */
export async function forget(limiter: Limiter, key: string): Promise<void> {
  await ensureTable();
  await limiter.delete(key);
}
