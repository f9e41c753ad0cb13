import type { LinksFunction } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { ErrorGuard } from "~/components/error-guard";
import { ErrorView } from "~/components/error-view";
import { SiteShell } from "~/components/layout/site-shell";
import publicStyles from "~/styles/public.css";

// `?ask` opens the ask-service modal on every public page.
export const handle = { i18n: ["common"], query: ["ask"] };

// One render-blocking stylesheet for every public page (fonts, base, effects, site, forms).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

// Errors of any public page render inside the layout, so the visitor keeps the navigation.
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
