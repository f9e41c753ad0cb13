// Paging parameters in their one normal form (app/modules/page-query): whatever a client types
// after `?page=`, the posts page asks the provider for a page in range and its links (canonical,
// alternates, pagination, the language switch) carry page numbers, never the typed value.
import { Outlet } from "@remix-run/react";
import { http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageToggle } from "~/components/layout/language-toggle";
import { I18nProvider } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";
import { handle as rootHandle } from "~/root";
import { handle as siteHandle } from "~/routes/_site";
import PostsPage, { handle as postsHandle, loader } from "~/routes/_site.posts";
import { API, appRequest, mockProvider, seoFields } from "./support";

const server = mockProvider();
const LAST_PAGE = 10;
const JUNK = ["9".repeat(8000), "0", "-1", "1e3", "abc", "", "2.5", "0x10"];

/** The provider's posts, remembering which page was asked for. */
function providerPosts() {
  const asked: (string | null)[] = [];
  server.use(
    http.get(`${API}/ads`, ({ request }) => {
      const page = new URL(request.url).searchParams.get("page");
      asked.push(page);
      const meta = { total: 40, current_page: Number(page), last_page: LAST_PAGE, per_page: 4 };
      return HttpResponse.json({ status: 200, data: [], meta });
    }),
  );
  return asked;
}

async function loadPosts(search: string) {
  const response = await loader({
    request: appRequest(`/posts${search}`),
    params: {},
    context: {},
  });
  return response.json();
}

/** The posts page and the layout's language switch at `url`, as the server renders them. */
async function renderPosts(url: string, data: object) {
  const routes = [
    {
      id: "root",
      path: "/",
      handle: rootHandle,
      element: <Outlet />,
      children: [
        {
          id: "routes/_site",
          handle: siteHandle,
          element: (
            <>
              <LanguageToggle />
              <Outlet />
            </>
          ),
          children: [
            {
              id: "posts",
              path: "posts",
              handle: postsHandle,
              loader: () => data,
              element: <PostsPage />,
            },
          ],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nProvider store={createServerTranslations("en", ["pages"])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const pageNumbersIn = (text: string) =>
  [...text.matchAll(/[?&;]page=([^&"'\s]*)/g)].map((match) => match[1]);

describe("paging parameters", () => {
  for (const junk of JUNK) {
    it(`reads ?page=${junk.slice(0, 12)} as page 1, and no link repeats it`, async () => {
      const asked = providerPosts();
      const data = await loadPosts(`?page=${junk}&lng=en`);
      expect(asked).toEqual(["1"]);
      const seo = JSON.stringify(data.seo);
      expect(pageNumbersIn(seo)).toEqual([]);
      const html = await renderPosts(`/posts?page=${encodeURIComponent(junk)}`, data);
      expect(html).toContain('aria-current="page"');
      expect(html.length).toBeLessThan(5_000);
      for (const page of pageNumbersIn(html)) {
        expect(Number(page)).toBeGreaterThanOrEqual(2);
        expect(Number(page)).toBeLessThanOrEqual(LAST_PAGE);
      }
      if (junk.length > 3) expect(html).not.toContain(junk.slice(0, 8));
    });
  }

  it("keeps a page in range, written the normal way", async () => {
    const asked = providerPosts();
    const data = await loadPosts("?page=0003&u=1");
    expect(asked).toEqual(["3"]);
    expect(seoFields(data.seo).canonical).toMatch(/\/posts\?page=3$/);
    const html = await renderPosts("/posts?page=0003&u=1", data);
    expect(html).toContain('value="/posts?page=3"');
    expect(html).not.toContain("u=1");
  });
});
