// docs/conventions.md, "Account security". The QR code is drawn here: no third-party request.
import { postedCode } from "~core/validation/digits";
import { json } from "@remix-run/node";
import { renderSVG } from "uqr";
import { requireUser } from "~/modules/auth/guards.server";
import { throwIfSessionEnded } from "~/modules/auth/session-end.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type {
  Item,
  RecoveryCodes,
  RecoveryCodesRevealed,
  TotpStarted,
  TotpState,
} from "~/modules/provider/types";
import type { TwoFactorAnswer, TwoFactorView } from "./types";

export const SECURITY_PATH = "/account/security";
const CODE_MAX = 40;

/** What the intents below answer: new codes, a started secret, or a message alone. */
type FactorAnswer = { data?: RecoveryCodes | TotpStarted };

export async function loadTwoFactor(request: Request, language: Language): Promise<TwoFactorView> {
  const user = await requireUser(request, language);
  const result = await providerFetch<Item<TotpState>>({
    request,
    language,
    path: "account/totp",
    token: user.token,
  });
  if (!result.ok) {
    await throwIfSessionEnded(request, result.error);
    return null;
  }
  const { enabled, enabled_at, pending, recovery_codes_left } = result.body.data;
  return {
    enabled,
    enabledAt: enabled_at,
    pending: pending
      ? { secret: pending.secret, qrSvg: renderSVG(pending.uri, { border: 2 }) }
      : null,
    recoveryLeft: recovery_codes_left,
  };
}

export async function handleTwoFactor(
  request: Request,
  language: Language,
  intent: string,
  form: FormData,
) {
  const user = await requireUser(request, language);
  const t = await getServerT(language, "factors");
  const code = postedCode(form, CODE_MAX);
  const paths: Record<string, string> = {
    "totp-start": "account/totp/start",
    "totp-confirm": "account/totp/confirm",
    "totp-disable": "account/totp/disable",
    "recovery-regenerate": "account/recovery-codes",
    "recovery-show": "account/recovery-codes/show",
  };
  const path = paths[intent];
  if (!path) return null;
  // Seeing the codes again takes a code or the password (ADR 0021).
  const password = intent === "recovery-show" ? String(form.get("current_password") ?? "") : "";
  if (intent !== "totp-start" && !code && !password) {
    const needs = intent === "recovery-show" ? "two_factor.show_needs" : "two_factor.code_required";
    return json<TwoFactorAnswer>({ intent, error: t(needs) }, 400);
  }
  const result = await providerFetch<FactorAnswer>({
    request,
    language,
    path,
    method: "POST",
    token: user.token,
    body: intent === "totp-start" ? {} : password ? { code, current_password: password } : { code },
  });
  if (!result.ok) {
    await throwIfSessionEnded(request, result.error);
    const fields = result.error.fieldErrors;
    const error = fields?.code?.[0] ?? fields?.current_password?.[0] ?? result.error.message;
    return json<TwoFactorAnswer>(
      { intent, error },
      result.error.status >= 400 ? result.error.status : 503,
    );
  }
  const { data } = result.body;
  const codes = data && "recovery_codes" in data ? data.recovery_codes : undefined;
  // Shown in this answer only (and downloadable by this session for a few minutes).
  if (codes) return json<TwoFactorAnswer>({ intent, recoveryCodes: codes });
  const message = typeof result.body.message === "string" ? result.body.message : t("saved");
  return redirectWithToast(SECURITY_PATH, { type: "success", message }, {}, request);
}

export async function recoveryCodesFile(request: Request, language: Language): Promise<Response> {
  const user = await requireUser(request, language);
  const t = await getServerT(language, "factors");
  const result = await providerFetch<Item<RecoveryCodesRevealed>>({
    request,
    language,
    path: "account/recovery-codes",
    token: user.token,
  });
  const codes = result.ok ? result.body.data.recovery_codes : undefined;
  if (!result.ok) await throwIfSessionEnded(request, result.error);
  if (!codes?.length) {
    return redirectWithToast(
      SECURITY_PATH,
      { type: "error", message: t("two_factor.download_gone") },
      {},
      request,
    );
  }
  const text = [t("two_factor.file_heading"), "", ...codes, ""].join("\n");
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": 'attachment; filename="recovery-codes.txt"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
