// The server checks again with the password rule; messages appear under their fields, with
// JavaScript or without.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, SubmitButton, TextField, useAuthForm } from "~/components/forms/form-parts";
import { changePasswordSchema } from "~/modules/auth/schemas";
import { useTranslation } from "~/modules/i18n/react";

export function PasswordSection({
  min,
  lastResult,
}: {
  min: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm("change-password", changePasswordSchema(t), lastResult);
  return (
    <section className="security-section" aria-labelledby="password-title">
      <h2 id="password-title">{t("password_change.title")}</h2>
      <p className="security-intro">{t("password_change.intro")}</p>
      <FormErrors errors={form.errors} resultKey={lastResult} />
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="change-password" />
        <TextField
          meta={fields.current_password}
          label={t("password_change.current")}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          meta={fields.password}
          label={t("password_change.new")}
          type="password"
          autoComplete="new-password"
          hint={t("password_change.hint", { min })}
        />
        <TextField
          meta={fields.password_confirmation}
          label={t("password_change.confirm")}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton>{t("password_change.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
