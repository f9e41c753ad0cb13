import { getFormProps } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import {
  AuthCard,
  FormErrors,
  SubmitButton,
  TextField,
  useAuthForm,
} from "~/components/forms/form-parts";
import { requireAnonymous } from "~/modules/auth/guards.server";
import { limitedReply } from "~/modules/auth/limited-reply.server";
import { passwordStrengthErrors } from "~/modules/auth/password-strength.server";
import { codeTurn } from "~/modules/auth/code-tries.server";
import { newPasswordSchema, PASSWORD_FIELDS } from "~/modules/auth/schemas";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { companyTitle } from "~/modules/seo/seo.server";
import { providerFetch } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { readFormData } from "~/modules/http/form-body.server";
import { parseForm } from "~/modules/validation/form-schema";
import { CODE_MAX } from "~core/validation/rules";
import { formPageHeaders } from "~/modules/http/form-page-headers.server";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "auth"] };

const FIELDS = ["email", "code", ...PASSWORD_FIELDS];

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  // /auth/reset sends the visitor here with the email they typed; the mailed link adds the code
  // (ADR 0021), so the page is kept by no cache and tells no other site its address.
  const query = new URL(request.url).searchParams;
  return json(
    {
      title: await companyTitle(request, language, t("new_password.title")),
      email: (query.get("email") ?? "").slice(0, 191),
      code: (query.get("code") ?? "").slice(0, CODE_MAX),
    },
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export const headers: HeadersFunction = (args) =>
  formPageHeaders(args, { "Cache-Control": null, "Referrer-Policy": null });

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.title);

export async function action({ request }: ActionFunctionArgs) {
  const language = await getLanguage(request);
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  const submission = parseForm(await readFormData(request), newPasswordSchema(t));
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  }
  const { password, email } = submission.value;
  const weak = await passwordStrengthErrors(t, password, [email]);
  if (weak) {
    return json(submission.reply({ fieldErrors: weak, hideFields: PASSWORD_FIELDS }), {
      status: 400,
    });
  }
  const retryAfter = await codeTurn("reset-address");
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    return limitedReply(submission, t("new_password.rate_limited", { minutes }), retryAfter);
  }
  const result = await providerFetch<{ message?: string }>({
    request,
    language,
    path: "password/reset",
    method: "POST",
    body: submission.value,
  });
  if (!result.ok) {
    const errors = toConformErrors(result.error, FIELDS);
    return json(submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }), {
      status: result.error.status >= 400 ? result.error.status : 503,
    });
  }
  return redirectWithToast(
    "/auth/login",
    { type: "success", message: result.body.message || t("new_password.success") },
    {},
    request,
  );
}

export default function NewPasswordPage() {
  const { email, code } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm("new-password", newPasswordSchema(t), lastResult, {
    email,
    code,
  });
  return (
    <AuthCard title={t("new_password.title")} intro={t("new_password.intro")}>
      <FormErrors errors={form.errors} resultKey={lastResult} />
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <TextField
          meta={fields.email}
          label={t("fields.email")}
          type="email"
          autoComplete="email"
        />
        <TextField
          meta={fields.code}
          label={t("fields.code")}
          autoComplete="one-time-code"
          hint={t("new_password.code_hint")}
        />
        <TextField
          meta={fields.password}
          label={t("fields.new_password")}
          type="password"
          autoComplete="new-password"
          hint={t("fields.password_hint")}
        />
        <TextField
          meta={fields.password_confirmation}
          label={t("fields.password_confirmation")}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton>{t("new_password.submit")}</SubmitButton>
      </Form>
      <p className="auth-links">
        <Link to="/auth/reset">{t("new_password.request_code")}</Link>
      </p>
    </AuthCard>
  );
}
