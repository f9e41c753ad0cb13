// ADR 0009. The answer is never sent to the browser: the signed token covers it, so it cannot be
// forged, works for one form only, expires, and is refused the second time.
import { randomBytes, randomInt } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { FormChallenge } from "./fields";
import { signFor, verifySignature } from "./signature.server";

const PURPOSE = "form-challenge";
// Long enough to read a question and type a number, short enough that a harvested one is stale.
export const CHALLENGE_MAX_AGE_MS = 10 * 60 * 1000;

// Bounded: a flood pushes out the oldest, whose replay buys no more than answering a new sum.
export const MAX_USED_ANSWERS = 50_000;
const used = new LRUCache<string, true>({ max: MAX_USED_ANSWERS });

export function createChallenge(form: string, now = Date.now()): FormChallenge {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const issuedAt = now.toString(36);
  const nonce = randomBytes(9).toString("base64url");
  const signature = signFor(PURPOSE, `${form}.${issuedAt}.${nonce}.${a + b}`);
  return { a, b, token: `${form}.${issuedAt}.${nonce}.${signature}` };
}

/** Spec §1, Arabic. */
function normaliseDigits(value: string): string {
  return value
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

export type ChallengeCheck = "ok" | "missing" | "wrong" | "invalid" | "expired" | "used";

export function checkChallenge(
  form: string,
  token: unknown,
  answer: unknown,
  now = Date.now(),
): ChallengeCheck {
  if (typeof token !== "string" || token === "") return "missing";
  const [tokenForm, issuedAt, nonce, signature, ...rest] = token.split(".");
  if (
    tokenForm !== form ||
    !issuedAt ||
    !nonce ||
    !signature ||
    rest.length > 0 ||
    !/^[0-9a-z]{1,12}$/.test(issuedAt)
  ) {
    return "invalid";
  }
  const age = now - parseInt(issuedAt, 36);
  if (age < 0) return "invalid";
  if (age > CHALLENGE_MAX_AGE_MS) return "expired";
  const given = typeof answer === "string" ? normaliseDigits(answer) : "";
  if (!/^\d{1,3}$/.test(given)) return "wrong";
  const payload = `${form}.${issuedAt}.${nonce}.${Number(given)}`;
  if (!verifySignature(PURPOSE, payload, signature)) return "wrong";
  if (used.has(nonce)) return "used";
  used.set(nonce, true, { ttl: Math.max(1, parseInt(issuedAt, 36) + CHALLENGE_MAX_AGE_MS - now) });
  return "ok";
}
