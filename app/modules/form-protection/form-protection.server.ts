// Public forms' protection (ADR 0003, 0009). With reCAPTCHA configured, a post without a token
// must answer the server-rendered challenge; without it the honeypot, the fill time and a
// per-visitor limit decide. Without a known address there is no per-visitor limit: a shared
// bucket would let one visitor shut the form for everybody.
import { getEnv } from "~/modules/env/env.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { getClientAddress } from "~/modules/http/request-context.server";
import { createLimiter, hit, type Limiter } from "~/modules/security/rate-limiter.server";
import { checkChallenge, createChallenge } from "./challenge.server";
import {
  CHALLENGE_ANSWER_FIELD,
  CHALLENGE_FIELD,
  HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
  STAMP_FIELD,
  type FormChallenge,
} from "./fields";
import { checkFormStamp } from "./form-stamp.server";
import { verifyRecaptcha } from "./recaptcha.server";

export { createFormStamp } from "./form-stamp.server";

export type FormProtectionFailure =
  | "honeypot"
  | "stamp_invalid"
  | "too_fast"
  | "expired"
  | "captcha_failed"
  | "rate_limited"
  | "challenge_required"
  | "challenge_failed";

export type FormProtectionResult =
  | { ok: true; captcha: "verified" | "answered" | "skipped" }
  | {
      ok: false;
      reason: FormProtectionFailure;
      message: string;
      status: number;
      challenge: FormChallenge | null;
    };

export type FormProtectionOptions = {
  form: string;
  limit?: { max: number; windowMs: number };
};

const DEFAULT_LIMIT = { max: 5, windowMs: 10 * 60_000 };

const limiters = new Map<string, Limiter>();

function limiterFor(form: string, limit: { max: number; windowMs: number }) {
  const name = `form:${form}:${limit.max}:${limit.windowMs}`;
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = createLimiter({ name, points: limit.max, windowMs: limit.windowMs });
    limiters.set(name, limiter);
  }
  return limiter;
}

const MESSAGE_KEYS: Record<FormProtectionFailure, string> = {
  honeypot: "form_protection.rejected",
  stamp_invalid: "form_protection.rejected",
  too_fast: "form_protection.too_fast",
  expired: "form_protection.expired",
  captcha_failed: "form_protection.captcha_failed",
  rate_limited: "form_protection.rate_limited",
  challenge_required: "form_protection.challenge_required",
  challenge_failed: "form_protection.challenge_failed",
};

export async function checkFormProtection(
  request: Request,
  language: Language,
  formData: FormData,
  options: FormProtectionOptions,
): Promise<FormProtectionResult> {
  const env = getEnv();
  const fail = async (
    reason: FormProtectionFailure,
    status = 400,
    challenge: FormChallenge | null = null,
  ) => {
    const t = await getServerT(language);
    return { ok: false as const, reason, status, message: t(MESSAGE_KEYS[reason]), challenge };
  };

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return fail("honeypot");

  const stamp = checkFormStamp(formData.get(STAMP_FIELD));
  if (stamp !== "ok") return fail(stamp === "invalid" ? "stamp_invalid" : stamp);

  const address = getClientAddress();
  const token = formData.get(RECAPTCHA_FIELD);
  if (env.RECAPTCHA_SECRET_KEY && typeof token === "string" && token !== "") {
    const verdict = await verifyRecaptcha({
      secret: env.RECAPTCHA_SECRET_KEY,
      token,
      remoteIp: address,
      url: env.RECAPTCHA_VERIFY_URL,
    });
    if (verdict.status === "valid") return { ok: true, captcha: "verified" };
    if (verdict.status === "invalid") return fail("captcha_failed");
    // Google unreachable: the same step as a visitor without JavaScript.
  }

  let captcha: "answered" | "skipped" = "skipped";
  if (env.RECAPTCHA_SECRET_KEY) {
    const answer = checkChallenge(
      options.form,
      formData.get(CHALLENGE_FIELD),
      formData.get(CHALLENGE_ANSWER_FIELD),
    );
    if (answer === "missing") {
      return fail("challenge_required", 400, createChallenge(options.form));
    }
    if (answer !== "ok") return fail("challenge_failed", 400, createChallenge(options.form));
    captcha = "answered";
  }

  if (address) {
    const limiter = limiterFor(options.form, options.limit ?? DEFAULT_LIMIT);
    if ((await hit(limiter, address)) > 0) return fail("rate_limited", 429);
  }
  return { ok: true, captcha };
}
