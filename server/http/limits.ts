// Rate-limit checks for the public write calls, counted per visitor (not per proxy).
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { ApiError } from "./errors.js";
import { addressKey, clientAddress, type RateLimiter } from "./rate-limit.js";

/** The visitor's address: X-Forwarded-For counts only when the direct peer is a trusted proxy. */
export function visitorKey(req: FastifyRequest, ctx: AppContext): string {
  const xff = req.headers["x-forwarded-for"];
  const forwarded = Array.isArray(xff) ? xff.join(",") : xff;
  return addressKey(
    clientAddress(req.socket.remoteAddress ?? "", forwarded, ctx.config.trustedProxies),
  );
}

export function tooMany(retryAfterSec: number): ApiError {
  return new ApiError(
    429,
    { kind: "key", key: "too_many_requests", params: { seconds: retryAfterSec } },
    { "retry-after": String(retryAfterSec) },
  );
}

/** Counts one hit and throws 429 (with Retry-After) when the key is over its allowance. */
export function enforce(limiter: RateLimiter, key: string): void {
  const { allowed, retryAfterSec } = limiter.hit(key);
  if (!allowed) throw tooMany(retryAfterSec);
}

/**
 * For limits that count failures only (login): `check` refuses while a key is blocked, `fail`
 * records a failure. The limiter has no read-only query, so the block is remembered here.
 */
export function failureLimit(limiter: RateLimiter) {
  const blocked = new Map<string, number>();
  return {
    check(key: string) {
      const until = blocked.get(key);
      if (until === undefined) return;
      const left = Math.ceil((until - Date.now()) / 1000);
      if (left > 0) throw tooMany(left);
      blocked.delete(key);
    },
    /** Records a failure; the one past the allowance already answers 429 and starts the block. */
    fail(key: string) {
      const { allowed, retryAfterSec } = limiter.hit(key);
      if (allowed) return;
      if (blocked.size > 100_000) blocked.clear();
      blocked.set(key, Date.now() + retryAfterSec * 1000);
      throw tooMany(retryAfterSec);
    },
  };
}
