// Login limits before the provider's own; only failures count. Per address and per account and
// address: a 429. Per account across addresses only a growing pace, never a refusal, so nobody
// can lock the admin out from elsewhere. Without a known client address the per-address limits
// do not apply: one shared bucket would let one visitor lock everybody out (docs/security.md).
import { getClientAddress } from "~/modules/http/request-context.server";
import { countOf, createLimiter, forget, penalize } from "~/modules/security/rate-limiter.server";

const WINDOW_MS = 15 * 60_000;
const DELAY_STEP_MS = 300;
const MAX_DELAY_MS = 3_000;

// Fed with penalty(), which never refuses, and read with get(): points are the failures allowed.
let limiters: ReturnType<typeof build> | null = null;
const build = () => ({
  byAddress: createLimiter({ name: "login-address", points: 20, windowMs: WINDOW_MS }),
  byAccountAddress: createLimiter({ name: "login-pair", points: 5, windowMs: WINDOW_MS }),
  byAccount: createLimiter({ name: "login-account", points: 5, windowMs: WINDOW_MS }),
});
const getLimiters = () => (limiters ??= build());

type Keys = { address: string | null; account: string; pair: string | null };

function keysFor(email: string): Keys {
  const address = getClientAddress();
  const account = email.trim().toLowerCase();
  return { address, account, pair: address ? `${account} ${address}` : null };
}

export function slowDownMs(failures: number, freeFailures = 5): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_DELAY_MS, (failures - freeFailures + 1) * DELAY_STEP_MS);
}

export type LoginTurn = {
  retryAfterS: number;
  /** The least time the attempt's answer should take. */
  paceMs: number;
};

export async function loginTurn(email: string): Promise<LoginTurn> {
  const { address, account, pair } = keysFor(email);
  const { byAddress, byAccountAddress, byAccount } = getLimiters();
  if (address && pair) {
    const [fromAddress, fromPair] = await Promise.all([
      countOf(byAddress, address),
      countOf(byAccountAddress, pair),
    ]);
    const waits = [
      fromAddress.count >= byAddress.points ? fromAddress.retryAfterS : 0,
      fromPair.count >= byAccountAddress.points ? fromPair.retryAfterS : 0,
    ];
    const retryAfterS = Math.max(...waits);
    if (retryAfterS > 0) return { retryAfterS, paceMs: 0 };
  }
  const paceMs = slowDownMs((await countOf(byAccount, account)).count, byAccount.points);
  return { retryAfterS: 0, paceMs };
}

export async function recordLoginFailure(email: string): Promise<void> {
  const { address, account, pair } = keysFor(email);
  const { byAddress, byAccountAddress, byAccount } = getLimiters();
  await Promise.all([
    penalize(byAccount, account),
    address ? penalize(byAddress, address) : null,
    pair ? penalize(byAccountAddress, pair) : null,
  ]);
}

/** Forgets this account's failures from this address only; the other counts are not the user's. */
export async function recordLoginSuccess(email: string): Promise<void> {
  const { pair } = keysFor(email);
  if (pair) await forget(getLimiters().byAccountAddress, pair);
}
