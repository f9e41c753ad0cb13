// Documents are rendered in one synchronous pass (ADR 0035): a part the browser loads on demand
// must render at once on the server, or React leaves it to the browser and the page fails.
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AskServiceModal } from "~/components/ask-service/ask-service-modal";
import { lazyInBrowser, serverParts } from "~/components/layout/load-after-hydration";
import { Navbar } from "~/components/layout/navbar";
import { I18nProvider } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const loadGreeting = () => Promise.resolve(Greeting);
const waiting = <i>waiting</i>;

afterEach(() => vi.unstubAllGlobals());

describe("lazyInBrowser", () => {
  it("renders on the server without suspending once the module has loaded", async () => {
    const Part = lazyInBrowser(loadGreeting);
    await serverParts();
    const html = renderToString(
      <Suspense fallback={waiting}>
        <Part name="Sara" />
      </Suspense>,
    );
    expect(html).toBe("<!--$--><p>Hello <!-- -->Sara</p><!--/$-->");
  });

  it("is a lazy part in the browser, left to load there", () => {
    vi.stubGlobal("document", {});
    const Part = lazyInBrowser(loadGreeting);
    const html = renderToString(
      <Suspense fallback={waiting}>
        <Part name="Sara" />
      </Suspense>,
    );
    expect(html).toContain("<!--$!-->");
    expect(html).not.toContain("Sara");
  });
});

async function serverPage(lang: "en" | "ar", element: JSX.Element, url: string) {
  await serverParts();
  const handler = createStaticHandler([{ id: "root", path: new URL(url).pathname, element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nProvider store={createServerTranslations(lang, [])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

describe("the ask-for-a-service modal", () => {
  it.each(["en", "ar"] as const)(
    "is in the server's page from the first render, for visitors without JavaScript (%s)",
    async (lang) => {
      const html = await serverPage(
        lang,
        <AskServiceModal />,
        "http://localhost/services?ask=graphics",
      );
      expect(html).not.toContain("<!--$!-->");
      expect(html).toMatch(/<dialog[^>]*class="modal ask-service-modal"[^>]*open=""/);
      expect(html).toMatch(/<option value="graphics" selected="">/);
    },
  );
});

describe("the account menu", () => {
  it.each(["en", "ar"] as const)(
    "is in a signed-in visitor's page from the server's first render (%s)",
    async (lang) => {
      const user = { name: "Sara", isAdmin: false, isStaff: true, role: "editor" };
      const html = await serverPage(lang, <Navbar user={user} />, "http://localhost/");
      expect(html).not.toContain("<!--$!-->");
      expect(html).toMatch(/<details class="account-menu"/);
      expect(html).toContain('<span class="account-menu-name">Sara</span>');
      expect(html).toMatch(/<a [^>]*href="\/dashboard"/);
      expect(html).toMatch(/<form method="post" action="\/auth\/logout"/);
    },
  );
});
