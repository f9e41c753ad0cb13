/**
 * The one place rate limiters are made (rate-limiter-flexible). Every limit of the provider is
 * named in RATE_LIMITS and built by `createLimiters`. On SQLite (one machine) the counters are in
 * memory; on PostgreSQL they live in the shared database (table `rate_limits`), so replicas
 * refuse after as many tries as one would (docs/deploy.md, "More than one machine"). Callers only
 * see rate-limiter-flexible's common API (consume, get, penalty, reward, delete).
 */
import type pg from "pg";
import { createLimitTable } from "../../app/modules/shared-state/limit-table.js";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

export type Limiter = RateLimiterAbstract;

const MINUTE = 60;

/**
 * Allowance (`points`) per window (`durationSec`) of each limited call. The login limits count
 * failed attempts only (server/auth/login-guard.ts); `loginAccount` never refuses, it only feeds
 * the slow-down, so its allowance is out of reach on purpose. Reset codes are asked for per
 * address (all accounts) and per account at that address: strangers elsewhere cannot use up the
 * owner's allowance (docs/security.md).
 */
export const RATE_LIMITS = {
  loginAddress: { points: 20, durationSec: 15 * MINUTE },
  loginAccountAddress: { points: 5, durationSec: 15 * MINUTE },
  loginAccount: { points: Number.MAX_SAFE_INTEGER, durationSec: 15 * MINUTE },
  register: { points: 20, durationSec: 60 * MINUTE },
  forgotAddress: { points: 10, durationSec: 15 * MINUTE },
  forgotAccountAddress: { points: 3, durationSec: 15 * MINUTE },
  contactUs: { points: 20, durationSec: 60 * MINUTE },
  askService: { points: 20, durationSec: 60 * MINUTE },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;
export type Limiters = Record<LimitName, Limiter> & { scale: number };

/** Where counters live. Memory is right for one process (SQLite, one machine). */
export type LimiterStore = { kind: "memory" } | { kind: "postgres"; pool: pg.Pool };

const TABLE = "rate_limits";

/** The shared counters' table, made before the first count (app/modules/shared-state). */
export function ensureLimitTable(pool: pg.Pool): Promise<void> {
  return createLimitTable(pool, TABLE);
}

/**
 * `scale` (RATE_LIMIT_SCALE) multiplies every allowance, for e2e suites and load tests that run
 * from one address.
 */
export function createLimiters(opts: { scale?: number; store?: LimiterStore } = {}): Limiters {
  const scale = opts.scale ?? 1;
  const store = opts.store ?? { kind: "memory" };
  const entries = Object.entries(RATE_LIMITS).map(([name, { points, durationSec }]) => {
    const scaled = Math.min(Number.MAX_SAFE_INTEGER, Math.max(1, Math.round(points * scale)));
    // keyPrefix keeps the limits apart once they share one table in a store.
    const limiter = make(store, { keyPrefix: name, points: scaled, duration: durationSec });
    return [name, limiter] as const;
  });
  return { ...(Object.fromEntries(entries) as Record<LimitName, Limiter>), scale };
}

function make(
  store: LimiterStore,
  options: { keyPrefix: string; points: number; duration: number },
): Limiter {
  switch (store.kind) {
    case "memory":
      return new RateLimiterMemory(options);
    case "postgres":
      // Call ensureLimitTable first. Should the database fail, memory counts meanwhile.
      return new RateLimiterPostgres({
        ...options,
        storeClient: store.pool,
        storeType: "pool",
        tableName: TABLE,
        tableCreated: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
  }
}
