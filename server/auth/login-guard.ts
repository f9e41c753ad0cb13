/**
 * Login attempts (ADR 0002, "Rate limits"). Three counters of failures, so that guessing is slow
 * but nobody can lock an account for its owner:
 *
 * - per visitor address: 20 failures per 15 min, then that address is refused;
 * - per account and address: 5 failures per 15 min, then that address is refused for that account;
 * - per account across addresses: never refuses. Each attempt waits a delay that grows with the
 *   account's recent failures (capped at SLOW_DOWN.maxMs), which slows a guesser spread over many
 *   addresses without shutting out the owner, whose address has not failed.
 *
 * A point is taken from the first two before the password is checked and given back on success:
 * parallel guesses cannot all slip in under the allowance while the hash is being verified.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { refusal } from "../http/limits.js";
import type { Limiters } from "../http/rate-limit.js";

export const SLOW_DOWN = { freeFailures: 3, firstDelayMs: 250, maxMs: 3000 };

/** 0 for the first few failures, then 250, 500, 1000, 2000 ms, then the cap. */
export function slowDownMs(failures: number, scale = 1): number {
  const over = failures - SLOW_DOWN.freeFailures * scale;
  if (over <= 0) return 0;
  return Math.min(SLOW_DOWN.maxMs, SLOW_DOWN.firstDelayMs * 2 ** Math.min(over - 1, 16));
}

export type LoginAttempt = { succeeded(): Promise<void>; failed(): Promise<void> };

export function loginGuard(limits: Limiters) {
  const accountAddress = (email: string, address: string) => `${email}\n${address}`;

  /** Throws 429 when the address or the account at this address is over its allowance. */
  async function admit(address: string, email: string): Promise<LoginAttempt> {
    try {
      await limits.loginAddress.consume(address);
    } catch (error) {
      throw refusal(error);
    }
    try {
      await limits.loginAccountAddress.consume(accountAddress(email, address));
    } catch (error) {
      // Refused before any password was checked: not a failure of this address.
      await limits.loginAddress.reward(address);
      throw refusal(error);
    }
    const failures = (await limits.loginAccount.get(email))?.consumedPoints ?? 0;
    const delay = slowDownMs(failures, limits.scale);
    if (delay > 0) await sleep(delay);
    return {
      async succeeded() {
        await limits.loginAddress.reward(address);
        await limits.loginAccountAddress.delete(accountAddress(email, address));
      },
      async failed() {
        await limits.loginAccount.penalty(email);
      },
    };
  }

  return { admit };
}
