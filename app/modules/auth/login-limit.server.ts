// Spec §4 protection: failed logins are limited per visitor address and per email in the app,
// before the provider (which limits too) is asked. Only failures count, so an office behind one
// address can still log in.
import { getEnv } from "~/modules/env/env.server";
import { getVisitorAddress } from "~/modules/provider/request-info.server";
import { createRateLimiter } from "~/modules/security/rate-limit.server";

const WINDOW_MS = 15 * 60_000;
const byAddress = createRateLimiter({ max: 20, windowMs: WINDOW_MS });
const byEmail = createRateLimiter({ max: 5, windowMs: WINDOW_MS });

function keys(request: Request, email: string) {
  const address = getVisitorAddress(request, getEnv().TRUSTED_PROXIES) ?? "unknown";
  return { address, email: email.trim().toLowerCase() };
}

/** Seconds to wait when this visitor or this email has failed too often, else 0. */
export function loginRetryAfter(request: Request, email: string): number {
  const key = keys(request, email);
  const states = [byAddress.peek(key.address), byEmail.peek(key.email)];
  return Math.max(0, ...states.filter((s) => s.limited).map((s) => s.retryAfterS));
}

export function recordLoginFailure(request: Request, email: string): void {
  const key = keys(request, email);
  byAddress.hit(key.address);
  byEmail.hit(key.email);
}

/** A successful login forgets the email's failures (not the address's). */
export function clearLoginFailures(request: Request, email: string): void {
  byEmail.reset(keys(request, email).email);
}
