// The code step of a two-factor sign-in: the pending login's id waits in a short-lived encrypted
// cookie, never in the page. Wrong codes count in the login limits like wrong passwords.
import { postedCode } from "~core/validation/digits";
import { setTimeout as pause } from "node:timers/promises";
import { json, redirect } from "@remix-run/node";
import { requireAnonymous } from "~/modules/auth/guards.server";
import {
  loginTurn,
  recordLoginFailure,
  recordLoginSuccess,
} from "~/modules/auth/login-limit.server";
import { readFormData } from "~/modules/http/form-body.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { RATE_LIMITED_RETRY_AFTER_SECONDS } from "~/modules/provider/errors";
import { isSecureRequest } from "~/modules/session/cookie-security.server";
import { encryptedCookieStorage } from "~/modules/session/cookie-storage.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { startSession, type LoginAnswer } from "./session-start.server";

export const CODE_STEP_PATH = "/auth/two-factor";
/** As long as the provider keeps a pending login. */
const STEP_MAX_AGE_S = 300;
const CODE_MAX = 40;

type StepData = { loginId: string; redirectTo: string; email: string };
const stepStorage = encryptedCookieStorage<StepData>("__login_step");

async function stepSession(request: Request) {
  return stepStorage().getSession(request.headers.get("Cookie"));
}

export async function askForCode(
  request: Request,
  loginId: string,
  redirectTo: string,
  email = "",
): Promise<Response> {
  const session = await stepSession(request);
  session.set("loginId", loginId);
  session.set("redirectTo", redirectTo);
  session.set("email", email);
  const cookie = await stepStorage().commitSession(session, {
    secure: isSecureRequest(request),
    maxAge: STEP_MAX_AGE_S,
  });
  return redirect(CODE_STEP_PATH, { status: 303, headers: { "Set-Cookie": cookie } });
}

export async function readLoginStep(request: Request): Promise<StepData | null> {
  const session = await stepSession(request);
  const loginId = session.get("loginId");
  if (!loginId) return null;
  return {
    loginId,
    redirectTo: session.get("redirectTo") ?? "/",
    email: session.get("email") ?? "",
  };
}

async function clearedStep(request: Request): Promise<string> {
  return stepStorage().destroySession(await stepSession(request), {
    secure: isSecureRequest(request),
  });
}

async function startAgain(request: Request, message: string): Promise<Response> {
  return redirectWithToast(
    "/auth/login",
    { type: "error", message },
    { headers: { "Set-Cookie": await clearedStep(request) } },
    request,
  );
}

export async function requireLoginStep(request: Request, language: Language): Promise<StepData> {
  await requireAnonymous(request, language);
  const step = await readLoginStep(request);
  if (!step) {
    const t = await getServerT(language, "auth");
    throw await startAgain(request, t("two_factor.expired"));
  }
  return step;
}

export type CodeStepAnswer = { error: string; code: string };

export async function codeStepAction(request: Request, language: Language): Promise<Response> {
  const step = await requireLoginStep(request, language);
  const t = await getServerT(language, "auth");
  const form = await readFormData(request);
  const code = postedCode(form, CODE_MAX);
  if (!code) return json<CodeStepAnswer>({ error: t("two_factor.required"), code }, 400);

  const { retryAfterS, paceMs } = await loginTurn(step.email);
  if (retryAfterS > 0) {
    const minutes = Math.ceil(retryAfterS / 60);
    return json<CodeStepAnswer>(
      { error: t("login.rate_limited", { minutes }), code: "" },
      { status: 429, headers: { "Retry-After": String(retryAfterS) } },
    );
  }
  const [result] = await Promise.all([
    providerFetch<LoginAnswer>({
      request,
      language,
      path: "login/verify",
      method: "POST",
      body: { login_id: step.loginId, code },
    }),
    paceMs > 0 ? pause(paceMs) : null,
  ]);
  if (!result.ok) {
    if (result.error.kind === "validation") {
      await recordLoginFailure(step.email);
      return json<CodeStepAnswer>({ error: t("two_factor.invalid"), code: "" }, 422);
    }
    if (result.error.status === 401) return startAgain(request, t("two_factor.expired"));
    // The account's cap on wrong codes (ADR 0021): the provider's translated message says how long.
    if (result.error.kind === "rate_limited") {
      const headers = { "Retry-After": String(RATE_LIMITED_RETRY_AFTER_SECONDS) };
      return json<CodeStepAnswer>(
        { error: result.error.message, code: "" },
        { status: 429, headers },
      );
    }
    return json<CodeStepAnswer>({ error: result.error.message, code }, 503);
  }
  await recordLoginSuccess(step.email);
  const started = await startSession(request, language, result.body, safeRedirect(step.redirectTo));
  if (!started.ok) return json<CodeStepAnswer>({ error: started.error.message, code }, 503);
  started.response.headers.append("Set-Cookie", await clearedStep(request));
  return started.response;
}
