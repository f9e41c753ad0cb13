// ADR 0003: the recaptcha-v2 package does not load.
import cluster from "node:cluster";
import { getEnv } from "~/modules/env/env.server";
import { log } from "~/modules/log/log.server";

export type RecaptchaVerdict =
  | { status: "valid"; hostname?: string }
  | { status: "invalid"; errorCodes: string[] }
  | { status: "unavailable" };

export type VerifyRecaptchaInput = {
  secret: string;
  token: string;
  remoteIp?: string | null;
  url: string;
  timeoutMs?: number;
};

const VERIFY_TIMEOUT_MS = 5_000;

export async function verifyRecaptcha(input: VerifyRecaptchaInput): Promise<RecaptchaVerdict> {
  const body = new URLSearchParams({ secret: input.secret, response: input.token });
  if (input.remoteIp) body.set("remoteip", input.remoteIp);
  try {
    const response = await fetch(input.url, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(input.timeoutMs ?? VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const answer: unknown = await response.json();
    if (typeof answer !== "object" || answer === null || !("success" in answer)) {
      throw new Error("siteverify answer without success");
    }
    const { success, hostname } = answer as { success: unknown; hostname?: unknown };
    if (success === true) {
      return { status: "valid", hostname: typeof hostname === "string" ? hostname : undefined };
    }
    const codes = (answer as { "error-codes"?: unknown })["error-codes"];
    return {
      status: "invalid",
      errorCodes: Array.isArray(codes) ? codes.filter((c) => typeof c === "string") : [],
    };
  } catch (cause) {
    // Never log the token or the secret.
    log("warn", {
      source: "recaptcha",
      msg: "siteverify unavailable",
      error: cause instanceof Error ? cause.name : "unknown",
    });
    return { status: "unavailable" };
  }
}

/** An operator should hear where they look that the captcha is off (README, "Configuration"). */
export function warnWhenCaptchaOff() {
  const env = getEnv();
  if (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY) return;
  // Once for the app: by its first worker only (ADR 0033); a restarted worker has a new id.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  log("warn", {
    source: "recaptcha",
    msg: "captcha off: set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY to turn it on; forms are protected by the honeypot, the fill time and the rate limits alone",
  });
}
