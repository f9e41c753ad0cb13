// A dashboard screen's component rendered to HTML as the server sends it (what a browser without
// JavaScript gets), in `lang`, after its routes answered `request`.
import { renderToString } from "react-dom/server";
import type { RouteObject } from "react-router-dom";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { I18nProvider } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";

export async function renderRoute(lang: "en" | "ar", routes: RouteObject[], request: Request) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nProvider store={createServerTranslations(lang, ["common", "dashboard"])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}
