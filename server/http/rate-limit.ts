// On PostgreSQL the counters live in the shared database so replicas refuse after as many tries
// as one would (docs/deploy.md, "More than one machine").
import type pg from "pg";
import { createLimitTable } from "../../core/shared-state/limit-table.js";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

export type Limiter = RateLimiterAbstract;

const MINUTE = 60;

// `loginAccount` only feeds the slow-down, so its allowance is out of reach on purpose; reset codes
// count per address and per account, so strangers cannot use up an owner's (docs/security.md).
// Tries of a reset code count per address; a wrong one never retires the code. Second-factor codes
// count per account from anywhere: only someone who has the password can try them (ADR 0021).
export const RATE_LIMITS = {
  loginAddress: { points: 20, durationSec: 15 * MINUTE },
  loginAccountAddress: { points: 5, durationSec: 15 * MINUTE },
  loginAccount: { points: Number.MAX_SAFE_INTEGER, durationSec: 15 * MINUTE },
  register: { points: 20, durationSec: 60 * MINUTE },
  forgotAddress: { points: 10, durationSec: 15 * MINUTE },
  forgotAccountAddress: { points: 3, durationSec: 15 * MINUTE },
  resetAddress: { points: 10, durationSec: 15 * MINUTE },
  /** Reading an invitation and accepting it, both of which take its code. */
  invitationAddress: { points: 30, durationSec: 15 * MINUTE },
  factorAccount: { points: 10, durationSec: 15 * MINUTE },
  contactUs: { points: 20, durationSec: 60 * MINUTE },
  askService: { points: 20, durationSec: 60 * MINUTE },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;
export type Limiters = Record<LimitName, Limiter> & { scale: number };

export type LimiterStore = { kind: "memory" } | { kind: "postgres"; pool: pg.Pool };

const TABLE = "rate_limits";

export function ensureLimitTable(pool: pg.Pool): Promise<void> {
  return createLimitTable(pool, TABLE);
}

/** `scale` (RATE_LIMIT_SCALE) is for e2e suites and load tests that run from one address; it
 * scales the login slow-down's free failures too, unless `slowDownScale` says otherwise. */
export function createLimiters(
  opts: { scale?: number; slowDownScale?: number; store?: LimiterStore } = {},
): Limiters {
  const scale = opts.scale ?? 1;
  const store = opts.store ?? { kind: "memory" };
  const entries = Object.entries(RATE_LIMITS).map(([name, { points, durationSec }]) => {
    const scaled = Math.min(Number.MAX_SAFE_INTEGER, Math.max(1, Math.round(points * scale)));
    const limiter = make(store, { keyPrefix: name, points: scaled, duration: durationSec });
    return [name, limiter] as const;
  });
  const limiters = Object.fromEntries(entries) as Record<LimitName, Limiter>;
  return { ...limiters, scale: opts.slowDownScale ?? scale };
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
