// The new-password step's limit per client address, before the provider's own: every try
// counts, since the owner needs one and a guesser many (ADR 0021, docs/security.md). Without a
// known address it does not apply, as with the login limits.
import { getClientAddress } from "~/modules/http/request-context.server";
import { createLimiter, hit, type Limiter } from "~/modules/security/rate-limiter.server";

export const RESET_TRIES = { points: 10, windowMs: 15 * 60_000 };

let limiter: Limiter | null = null;

/** Seconds to wait before another try, or 0 when this one may go on. */
export async function resetTurn(): Promise<number> {
  const address = getClientAddress();
  if (!address) return 0;
  limiter ??= createLimiter({ name: "reset-address", ...RESET_TRIES });
  return hit(limiter, address);
}
