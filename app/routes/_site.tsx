import type { LinksFunction } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { ErrorGuard } from "~/components/error-guard";
import { ErrorView } from "~/components/error-view";
import { SiteShell } from "~/components/layout/site-shell";
import publicStyles from "~/styles/public.css";

export const handle = { i18n: ["common"], query: ["ask"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

// Inside the layout, so the visitor keeps the navigation.
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <SiteShell>
      <div className="container error-page">
        <ErrorGuard>
          <ErrorView error={error} />
        </ErrorGuard>
      </div>
    </SiteShell>
  );
}
