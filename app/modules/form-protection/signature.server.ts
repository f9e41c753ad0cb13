// The purpose is signed too, so a value made for one use never passes for another.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/modules/env/env.server";

function sign(secret: string, purpose: string, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${payload}`).digest("base64url");
}

export function signFor(purpose: string, payload: string): string {
  return sign(getEnv().SESSION_SECRET[0], purpose, payload);
}

/** Older secrets still verify, so rotating SESSION_SECRET does not reject open forms. */
export function verifySignature(purpose: string, payload: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return getEnv().SESSION_SECRET.some((secret) => {
    const expected = Buffer.from(sign(secret, purpose, payload));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
