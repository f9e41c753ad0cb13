import { getFormProps } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import {
  AuthCard,
  FormErrors,
  SubmitButton,
  TextField,
  useAuthForm,
} from "~/components/forms/form-parts";
import { requireAnonymous } from "~/modules/auth/guards.server";
import { resetSchema } from "~/modules/auth/schemas";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { companyTitle } from "~/modules/seo/seo.server";
import { providerFetch } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { readFormData } from "~/modules/http/form-body.server";
import { parseForm } from "~/modules/validation/form-schema";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  return json({ title: await companyTitle(request, language, t("reset.title")) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.title);

export async function action({ request }: ActionFunctionArgs) {
  const language = await getLanguage(request);
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  const submission = parseForm(await readFormData(request), resetSchema(t));
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { email } = submission.value;
  const result = await providerFetch<{ message?: string }>({
    request,
    language,
    path: "password/forgot",
    method: "POST",
    body: { email },
  });
  if (!result.ok) {
    return json(submission.reply(toConformErrors(result.error, ["email"])), {
      status: result.error.status >= 400 ? result.error.status : 503,
    });
  }
  // The same answer whether the account exists or not.
  return redirectWithToast(
    `/auth/new_password?${new URLSearchParams({ email })}`,
    { type: "success", message: result.body.message || t("reset.sent") },
    {},
    request,
  );
}

export default function ResetPage() {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm("reset", resetSchema(t), lastResult);
  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      <FormErrors errors={form.errors} resultKey={lastResult} />
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <TextField
          meta={fields.email}
          label={t("fields.email")}
          type="email"
          autoComplete="email"
        />
        <SubmitButton>{t("reset.submit")}</SubmitButton>
      </Form>
      <p className="auth-links">
        <Link to="/auth/new_password">{t("reset.have_code")}</Link>
      </p>
      <p className="auth-links">
        <Link to="/auth/login">{t("reset.back_to_login")}</Link>
      </p>
    </AuthCard>
  );
}
