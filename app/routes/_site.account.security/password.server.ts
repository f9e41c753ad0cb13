// The app checks the form and the password rule first, in the visitor's language; the provider
// ends every other session of the account (docs/conventions.md, "Account security").
import { json } from "@remix-run/node";
import { passwordStrengthErrors } from "~/modules/auth/password-strength.server";
import { changePasswordSchema, PASSWORD_FIELDS } from "~/modules/auth/schemas";
import { throwIfSessionEnded } from "~/modules/auth/session-end.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import type { SessionUser } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { PASSWORD_MIN } from "~core/validation/rules";
import { SECURITY_PATH } from "~/modules/account-security/sessions.server";
import { parseForm } from "~/modules/validation/form-schema";

const FIELDS = ["current_password", "password", "password_confirmation"] as const;

export type PasswordData = { min: number };

export async function loadPassword(): Promise<PasswordData> {
  return { min: PASSWORD_MIN };
}

/** intent `change-password`: answers the form's errors (400/422) or the redirect with a toast. */
export async function changePassword(
  request: Request,
  language: Language,
  user: SessionUser,
  form: FormData,
) {
  const t = await getServerT(language, "auth");
  const submission = parseForm(form, changePasswordSchema(t));
  const reply = (errors: Parameters<typeof submission.reply>[0], status: number) =>
    json({ password: submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }) }, { status });
  if (submission.status !== "success") return reply({}, 400);
  const weak = await passwordStrengthErrors(t, submission.value.password, [user.name]);
  if (weak) return reply({ fieldErrors: weak }, 400);
  const result = await providerFetch<{ message?: string }>({
    request,
    language,
    path: "account/password",
    method: "POST",
    token: user.token,
    body: submission.value,
  });
  if (!result.ok) {
    // A wrong current password is a 422 on its field, not the end of the session.
    if (result.error.status !== 422) await throwIfSessionEnded(request, result.error);
    return reply(
      toConformErrors(result.error, FIELDS),
      result.error.status >= 400 ? result.error.status : 503,
    );
  }
  return redirectWithToast(
    SECURITY_PATH,
    { type: "success", message: result.body.message || t("password_change.done") },
    {},
    request,
  );
}
