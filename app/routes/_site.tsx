import type { LinksFunction } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { ErrorGuard } from "~/components/error-guard";
import { ErrorView } from "~/components/error-view";
import { SiteShell } from "~/components/layout/site-shell";
import formStyles from "~/styles/forms.css";
import siteStyles from "~/styles/site.css";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: siteStyles },
  { rel: "stylesheet", href: formStyles },
];

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
