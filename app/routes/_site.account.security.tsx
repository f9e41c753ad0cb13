// The account security page (docs/conventions.md, "Account security"), for every signed-in
// user: each section's data and forms come from its own module; this route only composes them.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PasskeysSection } from "~/components/account/passkeys-section";
import { TwoFactorSection } from "~/components/account/two-factor-section";
import { handlePasskeys, loadPasskeys } from "~/modules/account-security/passkeys.server";
import { handleTwoFactor, loadTwoFactor } from "~/modules/account-security/two-factor.server";
import type { PasskeysAnswer, TwoFactorAnswer } from "~/modules/account-security/types";
import { requireUser } from "~/modules/auth/guards.server";
import { readFormData } from "~/modules/http/form-body.server";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { requireSameOrigin } from "~/modules/security/same-origin.server";
import { brandedTitle } from "~/modules/seo/seo.server";

export const handle = { i18n: ["common", "factors"] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const language = await getLocale(request);
  const [t, common, twoFactor, passkeys] = await Promise.all([
    getServerT(language, "factors"),
    getServerT(language),
    loadTwoFactor(request),
    loadPasskeys(request),
  ]);
  return json(
    { title: brandedTitle(t("title"), common), twoFactor, passkeys },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireUser(request);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const answer =
    (await handleTwoFactor(request, intent, form)) ?? (await handlePasskeys(request, intent, form));
  return answer ?? json({ intent, error: "" }, 400);
}

export default function AccountSecurityPage() {
  const { twoFactor, passkeys } = useLoaderData<typeof loader>();
  const answer = useActionData<TwoFactorAnswer | PasskeysAnswer>();
  const { t } = useTranslation("factors");
  const intent = answer?.intent ?? "";
  return (
    <div className="container security-page">
      <h1>{t("title")}</h1>
      <TwoFactorSection
        view={twoFactor}
        answer={intent.startsWith("passkey") ? undefined : answer}
      />
      <PasskeysSection
        passkeys={passkeys}
        answer={intent.startsWith("passkey") ? answer : undefined}
      />
    </div>
  );
}
