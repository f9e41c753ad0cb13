import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { EntityScreen } from "~/components/dashboard/entity-screen";
import { listAction, listLoader } from "~/modules/dashboard/crud.server";
import { keepFormAfterServerError } from "~/modules/dashboard/revalidate";
import { getLanguage } from "~/modules/i18n/i18next.server";

export const shouldRevalidate = keepFormAfterServerError;

export const handle = { i18n: ["common", "dashboard"] };

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await listLoader(request, await getLanguage(request), "pages"), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return listAction(request, await getLanguage(request), "pages");
}

export default function Screen() {
  return <EntityScreen entity="pages" />;
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
