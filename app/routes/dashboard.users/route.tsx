import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { EntityScreen } from "~/components/dashboard/entity-screen";
import { listAction, listLoader } from "~/modules/dashboard/crud.server";
import { requireArea } from "~/modules/dashboard/guard.server";
import { keepFormAfterServerError } from "~/modules/dashboard/revalidate";
import { useLanguage } from "~/utils/root-data";
import { ownAdminRoleRemoved } from "./own-account.server";
import { invitationAction, isInvitationPost, pendingInvitations } from "./invitations.server";
import { InvitationsPanel } from "./invitations-panel";
import { getLanguage } from "~/modules/i18n/i18next.server";

export const shouldRevalidate = keepFormAfterServerError;

export const handle = { i18n: ["common", "dashboard"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const user = await requireArea(request, language, "users");
  const [list, invitations] = await Promise.all([
    listLoader(request, language, "users"),
    pendingInvitations(request, language, user.token),
  ]);
  return json({ ...list, invitations }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const language = await getLanguage(request);
  if (isInvitationPost(request)) return invitationAction(request, language);
  return listAction(request, language, "users", { afterEdit: ownAdminRoleRemoved });
}

export default function Screen() {
  const { invitations } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const locale = useLanguage();
  const lastResult = answer && "invitation" in answer ? answer.invitation : undefined;
  return (
    <>
      <EntityScreen entity="users" />
      <InvitationsPanel invitations={invitations} lastResult={lastResult} locale={locale} />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
