// Second-factor codes of one account, from any address (ADR 0021). A point is taken before the
// code is checked, in one step of the limiter's store (the shared database on PostgreSQL), so
// parallel tries cannot slip past the cap; a good code gives its point back. Nothing a password
// does touches this count. The try that uses up the allowance mails the owner.
import type { FastifyRequest } from "fastify";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { AppContext } from "../context.js";
import type { User } from "../db/types.js";
import { ApiError } from "../http/errors.js";
import { RATE_LIMITS } from "../http/rate-limit.js";
import { mailFactorChange } from "./factor-events.js";

export type FactorTry = {
  /** The code was good: its point goes back. */
  passed(): Promise<void>;
  /** The code was wrong: its point stays. */
  failed(): void;
  /** Another guard refused before the code was checked: its point goes back. */
  withdrawn(): Promise<void>;
};

const WINDOW_MINUTES = RATE_LIMITS.factorAccount.durationSec / 60;

function locked(msBeforeNext: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    { kind: "key", key: "factor_locked", params: { minutes } },
    { "retry-after": String(seconds) },
  );
}

export function factorLimit(ctx: AppContext) {
  const limiter = ctx.limits.factorAccount;

  async function admit(req: FastifyRequest, user: User): Promise<FactorTry> {
    const key = String(user.id);
    let taken: RateLimiterRes;
    try {
      taken = await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw locked(error.msBeforeNext);
      throw error;
    }
    const giveBack = async () => {
      await limiter.reward(key);
    };
    return {
      passed: giveBack,
      withdrawn: giveBack,
      failed() {
        if (taken.consumedPoints !== limiter.points) return;
        mailFactorChange(ctx, req, user, "codes_locked", {
          params: { count: limiter.points, minutes: WINDOW_MINUTES },
        });
      },
    };
  }

  return { admit };
}
