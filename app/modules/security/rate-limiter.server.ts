// These stop abuse before it costs a provider call. On PostgreSQL the counters are shared so
// replicas refuse after as many tries as one would; if it is unreachable, memory stands in. On
// SQLite the app's worker processes (ADR 0033) count in their primary's memory.
import cluster from "node:cluster";
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getEnv } from "~/modules/env/env.server";
import { createLimitTable } from "~core/shared-state/limit-table";
import { sharedPool } from "~/modules/shared-state/postgres.server";

export type Limiter = RateLimiterAbstract;

export type LimiterOptions = {
  name: string;
  points: number;
  windowMs: number;
};

const TABLE = "app_rate_limits";
let tableReady: Promise<void> | null = null;

function ensureTable(): Promise<void> {
  const pool = sharedPool();
  if (!pool) return Promise.resolve();
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
  if (!pool)
    return cluster.isWorker ? new RateLimiterCluster(options) : new RateLimiterMemory(options);
  void ensureTable();
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Never 0: a Retry-After of 0 invites a hot loop. */
export function retryAfterSeconds(res: Pick<RateLimiterRes, "msBeforeNext">): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

export async function countOf(limiter: Limiter, key: string) {
  await ensureTable();
  const res = await limiter.get(key);
  return { count: res?.consumedPoints ?? 0, retryAfterS: res ? retryAfterSeconds(res) : 0 };
}

/** Store failures are thrown, not read as "limited". */
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

export async function penalize(limiter: Limiter, key: string): Promise<void> {
  await ensureTable();
  await limiter.penalty(key);
}

export async function forget(limiter: Limiter, key: string): Promise<void> {
  await ensureTable();
  await limiter.delete(key);
}
