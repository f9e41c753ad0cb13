// docs/conventions.md, "Account security". The action dispatches the form's `intent` to its
// section; every form is a plain POST (adding a passkey needs JavaScript).
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PasskeysSection } from "~/components/account/passkeys-section";
import { PasswordSection } from "~/components/account/password-section";
import { SessionsSection } from "~/components/account/sessions-section";
import { TwoFactorSection } from "~/components/account/two-factor-section";
import { handlePasskeys, loadPasskeys } from "~/modules/account-security/passkeys.server";
import { changePassword, loadPassword } from "./password.server";
import {
  endOtherSessions,
  endSession,
  loadSessions,
} from "~/modules/account-security/sessions.server";
import { handleTwoFactor, loadTwoFactor } from "~/modules/account-security/two-factor.server";
import type { PasskeysAnswer, TwoFactorAnswer } from "~/modules/account-security/types";
import { requireUser } from "~/modules/auth/guards.server";
import { readFormData } from "~/modules/http/form-body.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { companyTitle } from "~/modules/seo/seo.server";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "auth", "factors"] };

export async function loader({ request }: LoaderFunctionArgs) {
  // A signed-out visitor goes to /auth/login and comes back here after signing in.
  const language = await getLanguage(request);
  const user = await requireUser(request, language);
  const [t, twoFactor, passkeys, sessions, password] = await Promise.all([
    getServerT(language, "auth"),
    loadTwoFactor(request, language),
    loadPasskeys(request, language),
    loadSessions(request, language, user),
    loadPassword(),
  ]);
  return json(
    {
      title: await companyTitle(request, language, t("security.title")),
      twoFactor,
      passkeys,
      sessions,
      password,
    },
    // One account's data: never kept by a shared cache or shown to the next user of the browser.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.title);

export async function action({ request }: ActionFunctionArgs) {
  const language = await getLanguage(request);
  const user = await requireUser(request, language);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "end-session":
      return endSession(request, language, user, form);
    case "end-other-sessions":
      return endOtherSessions(request, language, user);
    case "change-password":
      return changePassword(request, language, user, form);
  }
  const answer =
    (await handleTwoFactor(request, language, intent, form)) ??
    (await handlePasskeys(request, language, intent, form));
  if (answer) return answer;
  throw json({ message: "Bad Request" }, { status: 400 });
}

type FactorAnswer = TwoFactorAnswer | PasskeysAnswer;

export default function AccountSecurityPage() {
  const { twoFactor, passkeys, sessions, password } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const factorAnswer: FactorAnswer | undefined =
    data && "intent" in data ? (data as FactorAnswer) : undefined;
  const intent = factorAnswer?.intent ?? "";
  return (
    <div className="container security-page">
      <h1>{t("security.title")}</h1>
      <p className="security-intro">{t("security.intro")}</p>
      <TwoFactorSection
        view={twoFactor}
        answer={intent.startsWith("passkey") ? undefined : factorAnswer}
      />
      <PasskeysSection
        passkeys={passkeys}
        answer={intent.startsWith("passkey") ? factorAnswer : undefined}
      />
      <SessionsSection items={sessions.items} error={sessions.error} />
      <PasswordSection
        min={password.min}
        lastResult={data && "password" in data ? data.password : undefined}
      />
    </div>
  );
}
