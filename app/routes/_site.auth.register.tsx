import { getFormProps, getInputProps } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  AuthCard,
  FieldErrors,
  FormErrors,
  SubmitButton,
  TextField,
  useAuthForm,
} from "~/components/forms/form-parts";
import { announceRegistration, REDIRECT_DELAY_MS } from "~/components/auth/registered-notice";
import { requireAnonymous } from "~/modules/auth/guards.server";
import { passwordStrengthErrors } from "~/modules/auth/password-strength.server";
import { PASSWORD_FIELDS, registerSchema } from "~/modules/auth/schemas";
import { USER_TYPES } from "~/modules/provider/types";
import { FormProtection } from "~/modules/form-protection/form-protection";
import { checkFormProtection } from "~/modules/form-protection/form-protection.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { companyTitle } from "~/modules/seo/seo.server";
import { providerFetch } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import { readFormData } from "~/modules/http/form-body.server";
import { parseForm } from "~/modules/validation/form-schema";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "auth"] };

const FIELDS = ["username", "email", "password", "password_confirmation"] as const;
const PROFILE_FIELDS = ["country", "city", "phone"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  return json({ title: await companyTitle(request, language, t("register.title")) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.title);

export async function action({ request }: ActionFunctionArgs) {
  const language = await getLanguage(request);
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  const formData = await readFormData(request);
  const submission = parseForm(formData, registerSchema(t));
  const protection = await checkFormProtection(request, language, formData, { form: "register" });
  if (!protection.ok) {
    const reply = submission.reply({
      formErrors: [protection.message],
      hideFields: PASSWORD_FIELDS,
    });
    return json(
      { result: reply, message: null, challenge: protection.challenge },
      { status: protection.status },
    );
  }
  if (submission.status !== "success") {
    return json(
      { result: submission.reply({ hideFields: PASSWORD_FIELDS }), message: null, challenge: null },
      { status: 400 },
    );
  }
  const { agreement: _agreed, ...fields } = submission.value;
  const weak = await passwordStrengthErrors(t, fields.password, [fields.username, fields.email]);
  if (weak) {
    return json(
      {
        result: submission.reply({ fieldErrors: weak, hideFields: PASSWORD_FIELDS }),
        message: null,
        challenge: null,
      },
      { status: 400 },
    );
  }
  const result = await providerFetch<{ message?: string }>({
    request,
    language,
    path: "register",
    method: "POST",
    body: fields,
  });
  if (!result.ok) {
    const errors = toConformErrors(result.error, [...FIELDS, ...PROFILE_FIELDS, "type"]);
    return json(
      {
        result: submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }),
        message: null,
        challenge: null,
      },
      { status: result.error.status >= 400 ? result.error.status : 503 },
    );
  }
  const message = result.body.message || t("register.success");
  // A toast with a known id is not shown twice when the effect runs again.
  return json({
    result: submission.reply({ resetForm: true }),
    message,
    toastId: crypto.randomUUID(),
    challenge: null,
  });
}

export default function RegisterPage() {
  const data = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [form, fields] = useAuthForm("register", registerSchema(t), data?.result);
  const success = data?.message ?? null;
  const toastId = data && "toastId" in data ? data.toastId : undefined;

  useEffect(() => {
    if (!success) return;
    return announceRegistration(success, toastId, () => navigate("/auth/login"));
  }, [success, toastId, navigate]);

  return (
    <AuthCard title={t("register.title")} intro={t("register.intro")}>
      {success ? (
        <div className="flash-message flash-success" role="status">
          <p>{success}</p>
          <p>{t("register.redirecting")}</p>
          {/* Without JavaScript the browser itself moves on after the same 2 s. */}
          {hydrated ? null : (
            <meta
              httpEquiv="refresh"
              content={`${REDIRECT_DELAY_MS / 1000};url=/auth/login?registered`}
            />
          )}
        </div>
      ) : null}
      <FormErrors errors={form.errors} resultKey={data} />
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <FormProtection challenge={data?.challenge} />
        <TextField meta={fields.username} label={t("fields.username")} autoComplete="username" />
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
          autoComplete="new-password"
          hint={t("fields.password_hint")}
        />
        <TextField
          meta={fields.password_confirmation}
          label={t("fields.password_confirmation")}
          type="password"
          autoComplete="new-password"
        />
        <TextField meta={fields.country} label={t("fields.country")} autoComplete="country-name" />
        <TextField meta={fields.city} label={t("fields.city")} autoComplete="address-level2" />
        <TextField meta={fields.phone} label={t("fields.phone")} type="tel" autoComplete="tel" />
        <fieldset
          className="field"
          aria-describedby={fields.type.errors ? fields.type.errorId : undefined}
        >
          <legend>{t("fields.type")}</legend>
          {USER_TYPES.map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name={fields.type.name}
                value={type}
                required
                defaultChecked={fields.type.initialValue === type}
                key={`${fields.type.key}-${type}`}
              />
              {t(`fields.type_${type}`)}
            </label>
          ))}
          <FieldErrors id={fields.type.errorId} errors={fields.type.errors} />
        </fieldset>
        <div className="field">
          <label className="choice">
            <input
              {...getInputProps(fields.agreement, { type: "checkbox" })}
              key={fields.agreement.key}
            />
            <span>
              {t("fields.agreement_prefix")} <Link to="/privacy">{t("fields.privacy")}</Link>{" "}
              {t("fields.agreement_and")} <Link to="/terms">{t("fields.terms")}</Link>
            </span>
          </label>
          <FieldErrors id={fields.agreement.errorId} errors={fields.agreement.errors} />
        </div>
        <SubmitButton>{t("register.submit")}</SubmitButton>
      </Form>
      <p className="auth-links">
        {t("register.have_account")} <Link to="/auth/login">{t("register.login_link")}</Link>
      </p>
    </AuthCard>
  );
}
