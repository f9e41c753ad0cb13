import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
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
import {
  awaitLoginTurn,
  recordLoginFailure,
  recordLoginSuccess,
} from "~/modules/auth/login-limit.server";
import { logIn } from "~/modules/auth/login.server";
import { loginSchema, PASSWORD_FIELDS } from "~/modules/auth/schemas";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
import { toConformErrors } from "~/modules/provider/errors";
import { requireSameOrigin } from "~/modules/security/same-origin.server";
import { readFormData } from "~/modules/http/form-body.server";
import { safeRedirect } from "~/utils/safe-redirect";

export const handle = { i18n: ["common", "auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const t = await getServerT(await getLocale(request), "auth");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return json({ title: t("login.title"), redirectTo: safeRedirect(redirectTo, { fallback: "" }) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

// Without JavaScript the 429 is a document, which carries only the headers returned here (Remix
// keeps nothing but Set-Cookie from an action on its own): the Retry-After must be passed on.
// Set-Cookie is left out because Remix adds the action's and the parents' cookies itself.
export const headers: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.delete("Set-Cookie");
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAnonymous(request);
  const t = await getServerT(await getLocale(request), "auth");
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema(t) });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;

  const retryAfter = await awaitLoginTurn(email);
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    return json(
      submission.reply({
        formErrors: [t("login.rate_limited", { minutes })],
        hideFields: PASSWORD_FIELDS,
      }),
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }

  const result = await logIn(request, { email, password }, safeRedirect(redirectTo));
  if (!result.ok) {
    if (result.error.kind === "unauthorized" || result.error.kind === "validation") {
      await recordLoginFailure(email);
    }
    // Spec §8: the provider's text in a toast; an `errors` map goes next to the inputs.
    const errors = toConformErrors(result.error, ["email", "password"]);
    return json(submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }), {
      status: result.error.status >= 400 ? result.error.status : 503,
    });
  }
  await recordLoginSuccess(email);
  return result.response;
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm("login", loginSchema(t), lastResult);
  const search = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  return (
    <AuthCard title={t("login.title")} intro={t("login.intro")}>
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
      <p className="auth-links">
        <Link to="/auth/reset">{t("login.forgot")}</Link>
      </p>
      <p className="auth-links">
        {t("login.no_account")} <Link to="/auth/register">{t("login.register_link")}</Link>
      </p>
    </AuthCard>
  );
}
