import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { EntityScreen } from "~/components/dashboard/entity-screen";
import { listAction, listLoader } from "~/modules/dashboard/crud.server";
import { listScreenOf } from "~/modules/dashboard/entities";
import { keepFormAfterServerError } from "~/modules/dashboard/revalidate";
import { getLanguage } from "~/modules/i18n/i18next.server";

// Every content screen and skills: one list screen each, told apart by the address
// (docs/conventions.md, "Adding a field"). A route per screen made Remix match and build more
// routes on every request of the site (docs/performance.md, "The router's share").

export const shouldRevalidate = keepFormAfterServerError;

export const handle = { i18n: ["common", "dashboard"] };

function entityOf(params: LoaderFunctionArgs["params"]) {
  const entity = listScreenOf(params.entity);
  if (!entity) throw new Response(null, { status: 404, statusText: "Not Found" });
  return entity;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const entity = entityOf(params);
  return json(await listLoader(request, await getLanguage(request), entity), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return listAction(request, await getLanguage(request), entityOf(params));
}

export default function Screen() {
  // The loader answered 404 for any other address, so the screen always has its entity.
  const entity = listScreenOf(useParams().entity);
  return entity && <EntityScreen key={entity} entity={entity} />;
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
