import { setTimeout as pause } from "node:timers/promises";
import { json } from "@remix-run/node";
import { requireAnonymous } from "~/modules/auth/guards.server";
import {
  loginTurn,
  recordLoginFailure,
  recordLoginSuccess,
} from "~/modules/auth/login-limit.server";
import { limitedReply } from "~/modules/auth/limited-reply.server";
import { logIn } from "~/modules/auth/login.server";
import { loginSchema, PASSWORD_FIELDS } from "~/modules/auth/schemas";
import { readFormData } from "~/modules/http/form-body.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { toConformErrors } from "~/modules/provider/errors";
import { safeRedirect } from "~/utils/safe-redirect";
import { parseForm } from "~/modules/validation/form-schema";

export async function loginAction(request: Request, language: Language) {
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  const formData = await readFormData(request);
  const submission = parseForm(formData, loginSchema(t));
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;

  const { retryAfterS: retryAfter, paceMs } = await loginTurn(email);
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    return limitedReply(submission, t("login.rate_limited", { minutes }), retryAfter);
  }

  // The account's slow-down runs beside the provider's own, not before it (docs/security.md).
  const [result] = await Promise.all([
    logIn(request, language, { email, password }, safeRedirect(redirectTo)),
    paceMs > 0 ? pause(paceMs) : null,
  ]);
  if (!result.ok) {
    if (result.error.kind === "unauthorized" || result.error.kind === "validation") {
      await recordLoginFailure(email);
    }
    // Spec §8: the provider's text in a toast, an `errors` map next to the inputs.
    const errors = toConformErrors(result.error, ["email", "password"]);
    return json(submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }), {
      status: result.error.status >= 400 ? result.error.status : 503,
    });
  }
  await recordLoginSuccess(email);
  return result.response;
}
