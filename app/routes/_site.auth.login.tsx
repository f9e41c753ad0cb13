import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { AuthCard } from "~/components/auth/auth-card";
import { LoginForm } from "~/components/forms/login-form";
import { PasskeySignIn } from "~/components/auth/passkey-sign-in";
import { loginAction } from "~/modules/auth/login-action.server";
import { requireAnonymous } from "~/modules/auth/guards.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { companyTitle } from "~/modules/seo/seo.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { formPageHeaders } from "~/modules/http/form-page-headers.server";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  const params = new URL(request.url).searchParams;
  return json({
    title: await companyTitle(request, language, t("login.title")),
    redirectTo: safeRedirect(params.get("redirectTo"), { fallback: "" }),
    // Where the register page's no-JS refresh lands: the confirmation it had no time to read.
    registered: params.has("registered"),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.title);

export const headers: HeadersFunction = (args) => formPageHeaders(args);

export async function action({ request }: ActionFunctionArgs) {
  return loginAction(request, await getLanguage(request));
}

export default function LoginPage() {
  const { redirectTo, registered } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("login.title")} intro={t("login.intro")}>
      {registered ? (
        <div className="flash-message flash-success" role="status">
          <p>{t("register.created_login")}</p>
        </div>
      ) : null}
      <LoginForm redirectTo={redirectTo} />
      <PasskeySignIn redirectTo={redirectTo} />
      <p className="auth-links">
        <Link to="/auth/reset">{t("login.forgot")}</Link>
      </p>
      <p className="auth-links">
        {t("login.no_account")} <Link to="/auth/register">{t("login.register_link")}</Link>
      </p>
    </AuthCard>
  );
}
