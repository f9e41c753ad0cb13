// The error views as the server renders them (so also without JavaScript), in both languages: a
// failed page offers "Try again" (the same address, loaded anew) beside the way home, and an
// error that is not an answer of ours shows no bare "Error 500".
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorView } from "~/components/error-view";
import { I18nProvider } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";
import en from "../../../public/locales/en/common.json";
import ar from "../../../public/locales/ar/common.json";

const texts = { en, ar } as const;
const escape = (text: string) => text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

async function render(language: "en" | "ar", error: unknown, path = "/services?page=2") {
  const routes = [{ path: "*", element: <ErrorView error={error} /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nProvider store={createServerTranslations(language, ["common"])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

describe.each(["en", "ar"] as const)("the error view (%s)", (language) => {
  const t = texts[language].error_page;

  it("says a page could not be loaded and offers to try again, not Error 500", async () => {
    const html = await render(language, new TypeError("Failed to fetch"));
    expect(html).toContain(escape(t.load_failed));
    expect(html).toContain(escape(t.load_failed_message));
    expect(html).not.toContain(escape(t.status.replace("{{status}}", "500")));
    expect(html).toMatch(/<a href="\/services\?page=2"[^>]*data-testid="error-try-again"[^>]*>/);
    expect(html).toContain(`>${escape(t.try_again)}</a>`);
    expect(html).toContain(`>${escape(t.go_home)}</a>`);
  });

  it("shows the provider's message and offers to try again", async () => {
    // What a loader's thrown 503 JSON becomes in the boundary (isRouteErrorResponse's shape).
    const data = { message: texts[language].errors.provider_unavailable };
    const error = { status: 503, statusText: "", internal: false, data };
    const html = await render(language, error);
    expect(html).toContain(escape(texts[language].errors.provider_unavailable));
    expect(html).toContain(`>${escape(t.try_again)}</a>`);
  });
});
