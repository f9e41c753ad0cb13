import { getEnv } from "~/modules/env/env.server";
import { signFor, verifySignature } from "./signature.server";

// A tab left open over a day: an expired stamp only asks for one more submit.
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const PURPOSE = "form-stamp";

export function createFormStamp(now = Date.now()): string {
  const issuedAt = now.toString(36);
  return `${issuedAt}.${signFor(PURPOSE, issuedAt)}`;
}

export type StampCheck = "ok" | "invalid" | "too_fast" | "expired";

export function checkFormStamp(value: unknown, now = Date.now()): StampCheck {
  if (typeof value !== "string") return "invalid";
  const [issuedAt, signature, ...rest] = value.split(".");
  if (!issuedAt || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issuedAt)) {
    return "invalid";
  }
  if (!verifySignature(PURPOSE, issuedAt, signature)) return "invalid";
  const age = now - parseInt(issuedAt, 36);
  if (age < 0) return "invalid";
  if (age < getEnv().FORM_MIN_FILL_MS) return "too_fast";
  if (age > MAX_AGE_MS) return "expired";
  return "ok";
}
