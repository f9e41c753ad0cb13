// The edit modal of an item with a page (docs/publishing.md, "The editor"): each language's name,
// slug and public address in one column, with the page to view where it is published and its
// signed preview where it is a draft; nothing for a new record. The server's HTML is what a
// browser without JavaScript gets, and what the hydrated page starts from.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SaveModal } from "~/components/dashboard/save-modal";
import { ENTITIES } from "~/modules/dashboard/entities";
import type { ModalData } from "~/modules/dashboard/modal-data.server";
import { API, appRequest, mockProvider } from "../support";
import { args, sessionCookie } from "../accounts/helpers";
import { renderRoute } from "./render-route";
import { answeredPage, dashboardAnswered } from "../../../support/records";
import { entityRoute } from "./entity-route";

const { loader } = entityRoute("services");

const provider = mockProvider();

const SERVICE = dashboardAnswered.service({
  id: 5,
  ar_name: "تصميم المواقع",
  en_name: "Web design",
  ar_slug: "تصميم-المواقع",
  en_slug: "web-design",
  ar_info: "<p>نص</p>",
  en_info: "<p>Text</p>",
  ar_status: "published",
  en_status: "draft",
  publish_at: null,
  category_id: 1,
  category: { id: 1, ar_name: "تصميم", en_name: "Design" },
  image: [],
  images: [],
  created_at: "2026-03-01T09:00:00.000Z",
  updated_at: "2026-03-01T09:00:00.000Z",
});

function listing(rows: object[]) {
  provider.use(http.post(`${API}/dashboard/:entity`, () => HttpResponse.json(answeredPage(rows))));
}

async function modalOf(path: string) {
  const result = (await loader(args(appRequest(path, { cookie: await sessionCookie() })))) as
    Response | { modal: ModalData | null };
  const data = (result instanceof Response ? await result.json() : result) as {
    modal: ModalData | null;
  };
  return data.modal;
}

function render(lang: "ar" | "en", modal: ModalData) {
  const routes = [
    {
      id: "services",
      path: "/dashboard/services",
      loader: () => null,
      element: (
        <SaveModal
          config={ENTITIES.services}
          modal={modal}
          back=""
          closeTo="/dashboard/services"
          locale={lang}
        />
      ),
    },
  ];
  return renderRoute(lang, routes, new Request("http://localhost/dashboard/services?edit=5"));
}

/** The HTML of one language's column. */
function side(html: string, lang: "ar" | "en") {
  const start = html.indexOf(`data-testid="side-name-${lang}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('data-testid="side-name-', start + 10);
  return html.slice(start, end === -1 ? html.indexOf("pair-info", start) : end);
}

const LINK_TEXT = {
  en: { view: "View page", preview: "Preview" },
  ar: { view: "عرض الصفحة", preview: "معاينة" },
};

describe("the edit modal's public addresses", () => {
  it("gives each language its address: the page where published, the preview where a draft", async () => {
    listing([SERVICE]);
    const modal = await modalOf("/dashboard/services?edit=5");
    expect(modal?.addresses?.ar).toEqual({
      address: `http://localhost:3000/services/${encodeURIComponent(SERVICE.ar_slug ?? "")}?lng=ar`,
      href: `http://localhost:3000/services/${encodeURIComponent(SERVICE.ar_slug ?? "")}?lng=ar`,
      live: true,
    });
    expect(modal?.addresses?.en).toMatchObject({
      address: "http://localhost:3000/services/web-design?lng=en",
      live: false,
    });
    expect(modal?.addresses?.en.href).toMatch(/^\/preview\?e=services&id=5&lng=en&exp=\d+&sig=/);
    // The per-language links replace the separate preview block.
    expect(modal?.previews ?? null).toBeNull();
  });

  it("previews a published language whose publish time is still ahead", async () => {
    const ahead = { en_status: "published", publish_at: "2099-01-01T00:00:00.000Z" };
    listing([dashboardAnswered.service({ ...SERVICE, ...ahead })]);
    const modal = await modalOf("/dashboard/services?edit=5");
    expect(modal?.addresses?.ar.live).toBe(false);
    expect(modal?.addresses?.ar.href).toMatch(/^\/preview\?e=services&id=5&lng=ar/);
  });

  it("shows nothing for a new record", async () => {
    listing([SERVICE]);
    const fresh = await modalOf("/dashboard/services?new=1");
    expect(fresh?.mode).toBe("new");
    expect(fresh?.addresses ?? null).toBeNull();
    const html = await render("en", { mode: "new", item: null, options: {} });
    expect(html).not.toContain("item-address");
    expect(html).not.toContain("View page");
  });

  for (const lang of ["en", "ar"] as const) {
    it(`puts each language's name, slug and address in one column, links in a new tab (${lang})`, async () => {
      listing([SERVICE]);
      const modal = await modalOf(`/dashboard/services?edit=5&lng=${lang}`);
      if (!modal) throw new Error("no modal");
      const html = await render(lang, modal);
      const ar = side(html, "ar");
      const en = side(html, "en");
      expect(ar).toContain('name="ar_name"');
      expect(ar).toContain('name="ar_slug"');
      expect(ar).not.toContain('name="en_slug"');
      expect(en).toContain('name="en_name"');
      expect(en).toContain('name="en_slug"');
      // The address reads in letters, not percent-escapes.
      expect(ar).toContain("http://localhost:3000/services/تصميم-المواقع?lng=ar");
      expect(ar).toMatch(
        new RegExp(
          `<a href="http://localhost:3000/services/[^"]+\\?lng=ar" target="_blank" rel="noopener" hrefLang="ar"[^>]*>${LINK_TEXT[lang].view}<`,
        ),
      );
      expect(en).toMatch(
        new RegExp(
          `<a href="/preview\\?e=services&amp;id=5&amp;lng=en[^"]*" target="_blank" rel="noopener" hrefLang="en"[^>]*>${LINK_TEXT[lang].preview}<`,
        ),
      );
      expect(en).not.toContain(LINK_TEXT[lang].view);
      // No slug row of its own, no copy button for a slug.
      expect(html).not.toContain('data-testid="pair-slug"');
      expect(html).not.toContain("copy:en_slug");
    });
  }
});
