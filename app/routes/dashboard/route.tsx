import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell } from "~/components/dashboard/admin-shell";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { requireArea } from "~/modules/dashboard/guard.server";
import { loadStatistics } from "~/modules/dashboard/statistics.server";
import { dashboardTitle } from "./titles";
import { dashboardTitles } from "./titles.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { companyName } from "~/modules/seo/seo.server";
import dashboardStyles from "~/styles/dashboard-entry.css";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "dashboard"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

// These show the figures, so they read them fresh; the others' menu count may be remembered.
const FRESH_STATISTICS = new Set(["/dashboard", "/dashboard/notifications"]);

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const user = await requireArea(request, language, "overview");
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "");
  const [statistics, t, name] = await Promise.all([
    loadStatistics(request, language, user.token, { fresh: FRESH_STATISTICS.has(pathname) }),
    getServerT(language, "dashboard"),
    companyName(request, language),
  ]);
  const unread = statistics
    ? (statistics.unread.contact_messages ?? 0) + (statistics.unread.service_requests ?? 0)
    : 0;
  return json(
    {
      statistics,
      unread,
      userName: user.name,
      role: user.role,
      titles: dashboardTitles(t, name),
    },
    // Admin data: never stored by a shared cache or the back-forward cache of another user.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type DashboardLayoutLoader = typeof loader;

// The child screens have no meta of their own.
export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  privateMeta((data && dashboardTitle(data.titles, location.pathname)) ?? "Dashboard");

export default function DashboardLayout() {
  const { unread, userName, role } = useLoaderData<typeof loader>();
  return (
    <AdminShell unread={unread} userName={userName} role={role}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
