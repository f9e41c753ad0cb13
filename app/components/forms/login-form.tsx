// Spec §4.
import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { FormErrors, SubmitButton, TextField, useAuthForm } from "~/components/forms/form-parts";
import { loginSchema } from "~/modules/auth/schemas";
import { useTranslation } from "~/modules/i18n/react";
import type { loginAction } from "~/modules/auth/login-action.server";

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const lastResult = useActionData<typeof loginAction>();
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm("login", loginSchema(t), lastResult);
  const search = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  return (
    <>
      <FormErrors errors={form.errors} resultKey={lastResult} />
      <Form
        method="post"
        action={`/auth/login${search}`}
        className="auth-form"
        {...getFormProps(form)}
      >
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          meta={fields.email}
          label={t("fields.email")}
          type="email"
          autoComplete="email"
        />
        <TextField
          meta={fields.password}
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton>{t("login.submit")}</SubmitButton>
      </Form>
    </>
  );
}
