// LightLink prints on the server exactly what Remix's <Link> prints, so hydration matches and
// nothing changes for a visitor. Both are rendered inside the same static router Remix uses on
// the server (react-router-dom/server), on a nested route like the dashboard's.
import { Link, Outlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { LightLink, type LightLinkProps } from "~/modules/hydration/light-link";

async function renderAt(url: string, element: ReactNode): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      element: <Outlet />,
      children: [
        {
          id: "dashboard",
          path: "dashboard",
          element: <Outlet />,
          children: [{ id: "list", path: "categories", element }],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

// `data-*` attributes pass through like any other.
const cases: (LightLinkProps & { [data: `data-${string}`]: string })[] = [
  { to: "/dashboard", className: "admin-brand", children: "Home" },
  { to: "/", className: "admin-back" },
  { to: "/dashboard/notifications?tab=requests", className: "stat-card" },
  { to: "/dashboard/posts/", prefetch: "intent", "aria-current": "page" },
  { to: "?edit=12", preventScrollReset: true, "aria-label": "Edit x", className: "button" },
  { to: "?page=2&delete=3", preventScrollReset: true, rel: "next" },
  { to: "?", className: "close" },
  { to: "?q=a%20b&page=3", id: "x", "data-testid": "load-more" },
  // Shapes the fast paths leave to the router.
  { to: "edit", className: "relative" },
  { to: "../services?x=1" },
  { to: "/dashboard/../faqs" },
  { to: "/a#hash" },
  { to: "https://example.com/x", target: "_blank", rel: "noreferrer" },
];

describe("LightLink", () => {
  for (const url of ["/dashboard/categories", "/dashboard/categories/?page=2"]) {
    for (const props of cases) {
      it(`prints what Remix's Link prints: ${props.to} at ${url}`, async () => {
        const light = await renderAt(url, <LightLink {...props} />);
        const remix = await renderAt(url, <Link {...props} />);
        expect(light).toContain("<a ");
        expect(light).toBe(remix);
      });
    }
  }
});
