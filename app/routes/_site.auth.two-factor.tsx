// Plain forms: it works the same without JavaScript.
import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { codeStepAction, requireLoginStep } from "~/modules/auth/login-step.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { companyTitle } from "~/modules/seo/seo.server";
import { CodeField } from "~/components/account/code-field";
import { formPageHeaders } from "~/modules/http/form-page-headers.server";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  await requireLoginStep(request, language);
  const t = await getServerT(language, "auth");
  return json(
    { title: await companyTitle(request, language, t("two_factor.title")) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.title);

export const headers: HeadersFunction = (args) =>
  formPageHeaders(args, { "Cache-Control": "private, no-store" });

export async function action({ request }: ActionFunctionArgs) {
  return codeStepAction(request, await getLanguage(request));
}

export default function TwoFactorStep() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("auth");
  const busy = navigation.state === "submitting";
  const error = answer && "error" in answer ? answer.error : undefined;
  return (
    <AuthCard title={t("two_factor.title")} intro={t("two_factor.intro")}>
      <Form method="post" className="auth-form">
        <CodeField
          id="totp-code"
          kind="totp"
          label={t("two_factor.code")}
          hint={t("two_factor.code_hint")}
          error={error}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t("two_factor.submit")}
        </button>
      </Form>
      <details className="auth-recovery">
        <summary>{t("two_factor.use_recovery")}</summary>
        <Form method="post" className="auth-form">
          <CodeField
            id="recovery-code"
            kind="recovery"
            label={t("two_factor.recovery_code")}
            hint={t("two_factor.recovery_hint")}
          />
          <button type="submit" className="button" disabled={busy}>
            {t("two_factor.submit")}
          </button>
        </Form>
      </details>
      <p className="auth-links">
        <Link to="/auth/login">{t("two_factor.start_again")}</Link>
      </p>
    </AuthCard>
  );
}
