// Guessing is slow but nobody can lock an account for its owner (ADR 0002, "Rate limits"): the
// per-account counter only slows down, never refuses. A point is taken before the password check
// and given back on success, so parallel guesses cannot all slip in while the hash is verified.
import { setTimeout as sleep } from "node:timers/promises";
import { refusal } from "../http/limits.js";
import type { Limiters } from "../http/rate-limit.js";

export const SLOW_DOWN = { freeFailures: 3, firstDelayMs: 250, maxMs: 3000 };

export function slowDownMs(failures: number, scale = 1): number {
  const over = failures - SLOW_DOWN.freeFailures * scale;
  if (over <= 0) return 0;
  return Math.min(SLOW_DOWN.maxMs, SLOW_DOWN.firstDelayMs * 2 ** Math.min(over - 1, 16));
}

export type LoginAttempt = { succeeded(): Promise<void>; failed(): Promise<void> };

export function loginGuard(limits: Limiters) {
  const accountAddress = (email: string, address: string) => `${email}\n${address}`;

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
