// The steps that take a mailed code (the new password's, the staff invitation's) are limited per
// client address, before the provider's own: every try counts, since the owner needs one and a
// guesser many (ADR 0021, docs/security.md). Without a known address it does not apply, as with
// the login limits.
import { getClientAddress } from "~/modules/http/request-context.server";
import { createLimiter, hit, type Limiter } from "~/modules/security/rate-limiter.server";

export const CODE_TRIES = { points: 10, windowMs: 15 * 60_000 };

type Step = "reset-address" | "invitation-address";

const limiters = new Map<Step, Limiter>();

/** Seconds to wait before another try of this step, or 0 when this one may go on. */
export async function codeTurn(step: Step): Promise<number> {
  const address = getClientAddress();
  if (!address) return 0;
  let limiter = limiters.get(step);
  if (!limiter) {
    limiter = createLimiter({ name: step, ...CODE_TRIES });
    limiters.set(step, limiter);
  }
  return hit(limiter, address);
}
