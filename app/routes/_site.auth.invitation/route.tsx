// A staff invitation's page (docs/conventions.md, "Staff invitations"): the mailed link opens it
// with the code; without PUBLIC_URL the mail names this page and the code is typed here. Who
// invited, to what role, then the name and password that make the account and sign it in.
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
  FieldErrors,
  FormErrors,
  SubmitButton,
  TextField,
  useAuthForm,
} from "~/components/forms/form-parts";
import { codeTurn } from "~/modules/auth/code-tries.server";
import { requireAnonymous } from "~/modules/auth/guards.server";
import { limitedReply } from "~/modules/auth/limited-reply.server";
import { passwordStrengthErrors } from "~/modules/auth/password-strength.server";
import { startSession, type LoginAnswer } from "~/modules/auth/session-start.server";
import { acceptInvitationSchema, PASSWORD_FIELDS } from "~/modules/auth/schemas";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { companyTitle } from "~/modules/seo/seo.server";
import { providerFetch } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import type { InvitationPreview } from "~/modules/provider/types";
import { readFormData } from "~/modules/http/form-body.server";
import { parseForm } from "~/modules/validation/form-schema";
import { INVITATION_CODE_MAX } from "~core/validation/rules";
import { formPageHeaders } from "~/modules/http/form-page-headers.server";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "auth"] };

const FIELDS = ["token", "username", ...PASSWORD_FIELDS];

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  await requireAnonymous(request, language);
  const t = await getServerT(language, "auth");
  const token = (new URL(request.url).searchParams.get("token") ?? "")
    .trim()
    .slice(0, INVITATION_CODE_MAX);
  let invitation: InvitationPreview | null = null;
  let problem: string | null = null;
  if (token) {
    const result = await providerFetch<{ data?: InvitationPreview }>({
      request,
      language,
      path: "invitation",
      query: { token },
    });
    if (result.ok && result.body.data) invitation = result.body.data;
    else problem = result.ok ? t("invitation.problem_title") : result.error.message;
  }
  // The address holds the code (as the reset link's does, ADR 0021): no cache keeps the page and
  // no other site is told it.
  return json(
    {
      title: await companyTitle(request, language, t("invitation.title")),
      token,
      invitation,
      problem,
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
  const submission = parseForm(await readFormData(request), acceptInvitationSchema(t));
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  }
  const { password, username } = submission.value;
  // The provider adds the invited email to the words a password must not hold.
  const weak = await passwordStrengthErrors(t, password, [username]);
  if (weak) {
    return json(submission.reply({ fieldErrors: weak, hideFields: PASSWORD_FIELDS }), {
      status: 400,
    });
  }
  const retryAfter = await codeTurn("invitation-address");
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    return limitedReply(submission, t("invitation.rate_limited", { minutes }), retryAfter);
  }
  const result = await providerFetch<LoginAnswer>({
    request,
    language,
    path: "invitation/accept",
    method: "POST",
    body: submission.value,
  });
  const session = result.ok
    ? await startSession(request, language, result.body, "/dashboard")
    : result;
  if (!session.ok) {
    const errors = toConformErrors(session.error, FIELDS);
    return json(submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }), {
      status: session.error.status >= 400 ? session.error.status : 503,
    });
  }
  return session.response;
}

export default function InvitationPage() {
  const { token, invitation, problem } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm("invitation", acceptInvitationSchema(t), lastResult, {
    token,
  });
  if (problem) {
    return (
      // In the page, not a toast: the reason is all this page has to say.
      <AuthCard title={t("invitation.problem_title")} intro={problem}>
        <p className="auth-links">
          <Link to="/auth/invitation">{t("invitation.retry_link")}</Link>
          {" · "}
          <Link to="/auth/login">{t("invitation.login_link")}</Link>
        </p>
      </AuthCard>
    );
  }
  if (!invitation) {
    // Typed by hand from the mail; a GET, so the page then opens as the link would.
    return (
      <AuthCard title={t("invitation.title")} intro={t("invitation.code_intro")}>
        <Form method="get" className="auth-form">
          <div className="field">
            <label htmlFor="invitation-code">{t("invitation.code")}</label>
            <input
              id="invitation-code"
              name="token"
              required
              maxLength={INVITATION_CODE_MAX}
              autoComplete="one-time-code"
              dir="ltr"
              aria-describedby="invitation-code-hint"
            />
            <p id="invitation-code-hint" className="field-hint">
              {t("invitation.code_hint")}
            </p>
          </div>
          <SubmitButton>{t("invitation.open")}</SubmitButton>
        </Form>
      </AuthCard>
    );
  }
  const intro = t("invitation.intro", {
    inviter: invitation.inviter,
    role: t(`invitation.roles.${invitation.role}`),
  });
  return (
    <AuthCard title={t("invitation.title")} intro={intro}>
      <FormErrors errors={form.errors} resultKey={lastResult} />
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <FieldErrors id={fields.token.errorId} errors={fields.token.errors} />
        <div className="field">
          <label htmlFor="invitation-email">{t("invitation.email_label")}</label>
          <input
            id="invitation-email"
            type="email"
            value={invitation.email}
            readOnly
            autoComplete="username"
            dir="ltr"
          />
        </div>
        <TextField meta={fields.username} label={t("fields.username")} autoComplete="nickname" />
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
        <SubmitButton>{t("invitation.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
