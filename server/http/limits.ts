// Rate-limit checks for the public write calls, counted per visitor (not per proxy): `req.ip` is
// the visitor's address as Fastify's trustProxy resolves it (server/http/client-address.ts).
import type { FastifyRequest } from "fastify";
import { RateLimiterRes } from "rate-limiter-flexible";
import { addressKey } from "./client-address.js";
import { ApiError } from "./errors.js";
import type { Limiter } from "./rate-limit.js";

export function visitorKey(req: FastifyRequest): string {
  return addressKey(req.ip);
}

/** 429 in the request's language, always with Retry-After in whole seconds (at least 1). */
export function tooMany(msBeforeNext: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(
    429,
    { kind: "key", key: "too_many_requests", params: { seconds } },
    { "retry-after": String(seconds) },
  );
}

/** rate-limiter-flexible rejects with a RateLimiterRes when over the allowance, else an Error. */
export function refusal(error: unknown): ApiError {
  if (error instanceof RateLimiterRes) return tooMany(error.msBeforeNext);
  throw error;
}

/** Counts one call and throws 429 (with Retry-After) when the key is over its allowance. */
export async function enforce(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    throw refusal(error);
  }
}
