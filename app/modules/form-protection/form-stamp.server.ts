import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/modules/env/env.server";
import { MIN_FILL_MS } from "./fields";

// Long enough for a tab left open over a day; an expired stamp only asks for one more submit,
// since the page is rendered again (or the root revalidated) with a fresh stamp.
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function sign(secret: string, issuedAt: string): string {
  return createHmac("sha256", secret).update(`form-stamp:${issuedAt}`).digest("base64url");
}

/** `issuedAt.signature`, signed with the newest session secret. */
export function createFormStamp(now = Date.now()): string {
  const issuedAt = now.toString(36);
  return `${issuedAt}.${sign(getEnv().SESSION_SECRET[0], issuedAt)}`;
}

export type StampCheck = "ok" | "invalid" | "too_fast" | "expired";

export function checkFormStamp(value: unknown, now = Date.now()): StampCheck {
  if (typeof value !== "string") return "invalid";
  const [issuedAt, signature, ...rest] = value.split(".");
  if (!issuedAt || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issuedAt)) {
    return "invalid";
  }
  const given = Buffer.from(signature);
  // Older secrets still verify, so rotating SESSION_SECRET does not reject open forms.
  const valid = getEnv().SESSION_SECRET.some((secret) => {
    const expected = Buffer.from(sign(secret, issuedAt));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return "invalid";
  const age = now - parseInt(issuedAt, 36);
  if (age < 0) return "invalid";
  if (age < MIN_FILL_MS) return "too_fast";
  if (age > MAX_AGE_MS) return "expired";
  return "ok";
}
