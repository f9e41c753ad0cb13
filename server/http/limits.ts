// Counted per visitor, not per proxy (server/http/client-address.ts).
import type { FastifyRequest } from "fastify";
import { RateLimiterRes } from "rate-limiter-flexible";
import { addressKey } from "./client-address.js";
import { ApiError } from "./errors.js";
import type { Limiter } from "./rate-limit.js";

export function visitorKey(req: FastifyRequest): string {
  return addressKey(req.ip);
}

export function tooMany(msBeforeNext: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(
    429,
    { kind: "key", key: "too_many_requests", params: { seconds } },
    { "retry-after": String(seconds) },
  );
}

export function refusal(error: unknown): ApiError {
  if (error instanceof RateLimiterRes) return tooMany(error.msBeforeNext);
  throw error;
}

export async function enforce(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    throw refusal(error);
  }
}

/** A route's `before`: the request counts against `limiter` for its visitor, whose key it hands on. */
export function perVisitor(limiter: Limiter) {
  return async (req: FastifyRequest): Promise<string> => {
    const address = visitorKey(req);
    await enforce(limiter, address);
    return address;
  };
}
