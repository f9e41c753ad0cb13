// Protection for public forms (register, contact, ask-service), DESIGN §7.
//
// Usage, in an action (after requireSameOrigin):
//   const formData = await request.formData();
//   const protection = await checkFormProtection(request, formData, { form: "contact" });
//   if (!protection.ok) return json({ formError: protection.message }, { status: protection.status });
// and render <FormProtection /> inside the <form>. The root loader provides the stamp.
//
// With a reCAPTCHA token (JS on and RECAPTCHA_* configured) Google decides. Without one (JS off,
// script blocked, captcha not configured) the honeypot, the minimum fill time and a per-visitor
// rate limit decide. The honeypot and the stamp are always checked.
import { getEnv } from "~/modules/env/env.server";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
import { getVisitorAddress } from "~/modules/provider/request-info.server";
import { createRateLimiter, type RateLimiter } from "~/modules/security/rate-limit.server";
import { HONEYPOT_FIELD, RECAPTCHA_FIELD, STAMP_FIELD } from "./fields";
import { checkFormStamp } from "./form-stamp.server";
import { verifyRecaptcha } from "./recaptcha.server";

export { createFormStamp } from "./form-stamp.server";

export type FormProtectionFailure =
  "honeypot" | "stamp_invalid" | "too_fast" | "expired" | "captcha_failed" | "rate_limited";

export type FormProtectionResult =
  | { ok: true; captcha: "verified" | "skipped" }
  | { ok: false; reason: FormProtectionFailure; message: string; status: number };

export type FormProtectionOptions = {
  /** Names the rate-limit bucket: each form counts on its own. */
  form: string;
  /** Submissions without a verified captcha token per visitor and window. */
  limit?: { max: number; windowMs: number };
};

const DEFAULT_LIMIT = { max: 5, windowMs: 10 * 60_000 };
const UNKNOWN_ADDRESS_FACTOR = 20;

const limiters = new Map<string, RateLimiter>();

function limiterFor(form: string, limit: { max: number; windowMs: number }) {
  const key = `${form}:${limit.max}:${limit.windowMs}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = createRateLimiter(limit);
    limiters.set(key, limiter);
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
};

export async function checkFormProtection(
  request: Request,
  formData: FormData,
  options: FormProtectionOptions,
): Promise<FormProtectionResult> {
  const env = getEnv();
  const fail = async (reason: FormProtectionFailure, status = 400) => {
    const t = await getServerT(await getLocale(request));
    return { ok: false as const, reason, status, message: t(MESSAGE_KEYS[reason]) };
  };

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return fail("honeypot");

  const stamp = checkFormStamp(formData.get(STAMP_FIELD));
  if (stamp !== "ok") return fail(stamp === "invalid" ? "stamp_invalid" : stamp);

  const address = getVisitorAddress(request, env.TRUSTED_PROXIES);
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
    // Google unreachable: the same rules as a visitor without JavaScript.
  }

  const limit = options.limit ?? DEFAULT_LIMIT;
  // Without a known address (no proxy header) every visitor shares one bucket: a site-wide
  // ceiling rather than a per-visitor one, so it is wider.
  const limiter = address
    ? limiterFor(options.form, limit)
    : limiterFor(options.form, { ...limit, max: limit.max * UNKNOWN_ADDRESS_FACTOR });
  if (limiter.hit(address ?? "unknown").limited) return fail("rate_limited", 429);
  return { ok: true, captcha: "skipped" };
}
