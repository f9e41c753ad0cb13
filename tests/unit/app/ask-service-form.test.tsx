// The server-rendered ask-service form (no JavaScript, and before the dialog loads): without a
// known type the list starts at an empty "choose" option that the browser will not send.
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { AskServiceStaticForm } from "~/components/ask-service/ask-service-static";
import { I18nProvider } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";
import { askServiceSchema } from "~/modules/ask-service/schema";
import { parseForm } from "~/modules/validation/form-schema";

// Inside the static router Remix uses on the server: form protection reads the root's data.
async function render(type: "graphics" | null) {
  const element = <AskServiceStaticForm type={type} closeHref="/services" redirectTo="/services" />;
  const handler = createStaticHandler([{ id: "root", path: "/", element }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nProvider store={createServerTranslations("en", [])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

function select(html: string) {
  return html.match(/<select[^>]*name="type"[^>]*>.*?<\/select>/s)?.[0] ?? "";
}

describe("ask-service form", () => {
  it("preselects nothing without a type: the empty choose option is selected and required", async () => {
    const list = select(await render(null));
    expect(list).toMatch(/required=""/);
    expect(list).toMatch(/^<select[^>]*>\s*<option value="" selected="">Choose a service type/);
    expect(list).not.toMatch(/value="remote_employee" selected/);
  });

  it("preselects a known type", async () => {
    const list = select(await render("graphics"));
    expect(list).toMatch(/<option value="graphics" selected="">/);
    expect(list).not.toMatch(/<option value="" selected/);
  });

  it("refuses the empty choice on the server too", () => {
    const t = (key: string) => key;
    const form = new FormData();
    form.append("type", "");
    form.append("info", "x".repeat(40));
    const parsed = parseForm(form, askServiceSchema(t));
    expect(parsed.status).toBe("error");
    expect(parsed.reply().error?.type).toEqual(["ask_service.validation.type"]);
  });
});
