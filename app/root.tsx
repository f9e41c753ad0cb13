import {
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorGuard } from "~/components/error-guard";
import { ErrorView } from "~/components/error-view";
import { NavigationFeedback } from "~/components/layout/navigation-feedback";
import { OfflineBanner } from "~/components/layout/offline-banner";
import { FlashMessage, Toaster } from "~/components/toaster";
import { directionOf } from "~/modules/i18n/config";
import { I18nProvider, I18nResources, useTranslation } from "~/modules/i18n/react";
import { rootData, rootHeaders } from "~/modules/layout-data/root-data.server";
import { useNonce } from "~/modules/security/nonce";
import { APPLE_TOUCH_ICON, brandedTitle, THEME_COLOR } from "~/modules/seo/brand";
import { useLanguage } from "~/utils/root-data";
import publicStyles from "~/styles/public.css";

// `query`: the parameters this route reads (app/modules/page-query), for the page cache and links.
export const handle = { i18n: "common", query: ["lng"] };

// Stylesheets come from the layout routes.
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", ...APPLE_TOUCH_ICON },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return rootData(request);
}

/** Every HTML page's headers (root-data.server.ts): routes below export no `headers`. */
export const headers: HeadersFunction = (args) => rootHeaders(args);

/** Pages without a `meta` of their own, and every error page (the boundary route has none). */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  // No root data (the root's own boundary, e.g. a post to `/`): Layout writes the title.
  if (!data) return [];
  const title = !error
    ? data.meta.title
    : isRouteErrorResponse(error) && error.status === 404
      ? data.meta.notFoundTitle
      : data.meta.errorTitle;
  return [{ title }, { name: "description", content: data.meta.description }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { t } = useTranslation();
  const locale = useLanguage();
  const nonce = useNonce();
  // The root loader's language drives every useTranslation below, on the server and on `?lng=`
  // client navigations alike.
  return (
    <I18nProvider language={data?.locale}>
      <html lang={locale} dir={directionOf(locale)}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light" />
          <meta name="theme-color" content={THEME_COLOR} />
          <Meta />
          {data ? null : <title>{brandedTitle(t("error_page.default"), t("brand.name"))}</title>}
          <Links />
          {/* The company's own icon (site settings), after the built-in one so browsers take it. */}
          {data?.site?.favicon ? (
            <>
              <link rel="icon" href={data.site.favicon} type="image/webp" />
              <link rel="apple-touch-icon" href={data.site.favicon} />
            </>
          ) : null}
          {/* In the page's language: the installed app is named and laid out in it. */}
          <link rel="manifest" href={`/manifest.webmanifest?lng=${locale}`} />
          {/* Arabic pages' faces, fetched with the CSS; named by the root loader, so the page's
              script does not carry them. English pages use the system stack: no font. */}
          {data?.fonts.map((href) => (
            <link
              key={href}
              rel="preload"
              href={href}
              as="font"
              type="font/woff2"
              crossOrigin="anonymous"
            />
          ))}
        </head>
        <body>
          {children}
          {/* Here, not in App: a click while offline can end in the root's own boundary. */}
          <OfflineBanner />
          <I18nResources />
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </I18nProvider>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <NavigationFeedback />
      <FlashMessage toast={toast} />
      <Outlet />
      <Toaster toast={toast} />
    </>
  );
}

// The last resort: rendered inside Layout without the site's navbar (which may be what broke).
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="container error-page">
      {/* No layout route rendered, so none linked its stylesheet. */}
      <link rel="stylesheet" href={publicStyles} />
      <ErrorGuard>
        <ErrorView error={error} />
      </ErrorGuard>
    </main>
  );
}
