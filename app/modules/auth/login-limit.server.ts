// Login limits in the app, before the provider (which limits too) is asked. Only failures count
// (a wrong password or a refused email), so an office behind one address can still log in.
//
// - per client address: 20 failures in 15 minutes, whatever the accounts, then 429;
// - per account and address: 5 failures in 15 minutes, then 429 for that pair only;
// - per account across addresses: never a refusal, only a pace that grows with the failures
//   (at most MAX_DELAY_MS): the attempt's answer takes at least that long, and the provider's
//   own slow-down runs within that time, not after it. Refusing there would let anyone lock the
//   admin out by guessing from elsewhere; the pace still slows a guesser spread over many
//   addresses.
//
// Without a known client address (plain remix-serve, tests without the request context) the
// per-address limits do not apply: one shared "unknown" bucket would let one visitor lock
// everybody out. The account's slow-down and the provider's own limits remain.
import { getClientAddress } from "~/modules/http/request-context.server";
import { countOf, createLimiter, forget, penalize } from "~/modules/security/rate-limiter.server";

const WINDOW_MS = 15 * 60_000;
const DELAY_STEP_MS = 300;
const MAX_DELAY_MS = 3_000;

// Fed with penalty(), which never refuses, and read with get(): a limiter's (scaled) points are
// the failures it allows. For the account, the failures before the slow-down starts.
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

/** The delay before asking the provider, after `failures` recent failures of one account. */
export function slowDownMs(failures: number, freeFailures = 5): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_DELAY_MS, (failures - freeFailures + 1) * DELAY_STEP_MS);
}

export type LoginTurn = {
  /** Seconds to wait when this address, or this account from it, failed too often (429). */
  retryAfterS: number;
  /** Otherwise the account's slow-down: how long the attempt's answer should take at least. */
  paceMs: number;
};

/** Before a login attempt: refused (with the seconds to wait), or allowed at the account's pace. */
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

/**
 * A successful login forgets this account's failures from this address only: the address's
 * count (other accounts) and the account's slow-down (other addresses) are not the user's to
 * clear.
 */
export async function recordLoginSuccess(email: string): Promise<void> {
  const { pair } = keysFor(email);
  if (pair) await forget(getLimiters().byAccountAddress, pair);
}
