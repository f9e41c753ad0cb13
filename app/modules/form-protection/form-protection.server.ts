// Protection for public forms (register, contact, ask-service), ADR 0003 and 0009.
//
// Usage, in an action:
//   const formData = await readFormData(request); // ~/modules/http/form-body.server
//   const protection = await checkFormProtection(request, formData, { form: "contact" });
//   if (!protection.ok) return json({ formError: protection.message }, { status: protection.status });
// and render <FormProtection /> inside the <form>. The root loader provides the stamp.
//
// With a reCAPTCHA token (JS on and RECAPTCHA_* configured) Google decides. With reCAPTCHA
// configured, a post without a token (JS off, script blocked, Google unreachable) must answer the
// server-rendered challenge (challenge.server.ts, ADR 0009): the first such post is answered with
// `challenge_required` and a `challenge` to render in <FormProtection challenge>. Without
// reCAPTCHA configured the honeypot, the minimum fill time and a per-visitor rate limit decide. The honeypot and the stamp are always checked. Without a known client
// address (plain remix-serve) there is no per-visitor limit: a shared bucket would let one
// visitor shut the form for everybody; the provider's limits remain.
import { getEnv } from "~/modules/env/env.server";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
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
      /** The question to show with the form again (a new one after a wrong answer). */
      challenge: FormChallenge | null;
    };

export type FormProtectionOptions = {
  /** Names the rate-limit bucket: each form counts on its own. */
  form: string;
  /** Submissions without a verified captcha token per visitor and window. */
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
  formData: FormData,
  options: FormProtectionOptions,
): Promise<FormProtectionResult> {
  const env = getEnv();
  const fail = async (
    reason: FormProtectionFailure,
    status = 400,
    challenge: FormChallenge | null = null,
  ) => {
    const t = await getServerT(await getLocale(request));
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
