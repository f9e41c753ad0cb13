// /about-us, /privacy, /terms and /conditions render the pages staff edit in the dashboard
// (provider GET pages/{key}): title in the visitor's language, in <title> and the SEO blocks,
// the body sanitised again, its h2s the sections of the contents.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as aboutLoader } from "~/routes/_site.about-us";
import { loader as conditionsLoader } from "~/routes/_site.conditions";
import { loader as privacyLoader } from "~/routes/_site.privacy";
import { loader as termsLoader } from "~/routes/_site.terms";
import { API, appRequest, caught, mockProvider, seoFields } from "./support";
import { answered } from "../../support/records";
import { PAGE_KEYS, type PageKey } from "~core/contract/lists";

const provider = mockProvider();

const page = (key: PageKey) =>
  answered.sitePage({
    id: 2,
    key,
    ar_title: "سياسة جديدة",
    en_title: "A new policy",
    ar_body: "<p>مقدمة</p><h2>البند الأول</h2><p>نص</p>",
    en_body:
      '<p>The lead.</p><h2 id="x" onclick="steal()">First <strong>point</strong></h2><p>Text<script>alert(1)</script></p><h2>Second</h2><p><img src="x" onerror="alert(1)">More</p>',
    updated_at: "2025-03-04T10:00:00.000Z",
    created_at: "2025-01-01T00:00:00.000Z",
  });

const LOADERS = {
  privacy: privacyLoader,
  terms: termsLoader,
  conditions: conditionsLoader,
  "about-us": aboutLoader,
} as const;

async function load(key: keyof typeof LOADERS, lang: "en" | "ar") {
  const asked: string[] = [];
  provider.use(
    http.get(`${API}/pages/:key`, ({ params }) => {
      asked.push(String(params.key));
      return HttpResponse.json({
        status: 200,
        data: page(PAGE_KEYS.find((key) => key === params.key) ?? "about-us"),
      });
    }),
  );
  const request = appRequest(`/${key}`, { cookie: `lng=${lang}` });
  const response = (await LOADERS[key]({ request, params: {}, context: {} })) as Response;
  return { asked, data: await response.json() };
}

describe("the editable pages' loaders", () => {
  for (const key of Object.keys(LOADERS) as (keyof typeof LOADERS)[]) {
    it(`/${key} reads pages/${key}`, async () => {
      const { asked, data } = await load(key, "en");
      expect(asked).toEqual([key]);
      expect(data.title).toBe("A new policy");
      expect(seoFields(data.seo).title).toBe("A new policy | Bayan Digital");
    });
  }

  it("sanitise the body and list its sections, in English", async () => {
    const { data } = await load("privacy", "en");
    expect(data.html).toBe(
      '<p>The lead.</p><h2 id="section-1">First <strong>point</strong></h2><p>Text</p><h2 id="section-2">Second</h2><p>More</p>',
    );
    expect(data.sections).toEqual([
      { id: "section-1", title: "First point" },
      { id: "section-2", title: "Second" },
    ]);
    expect(data.updated).toBe("4 March 2025");
    expect(seoFields(data.seo).description).toBe("The lead. First point Text Second More");
  });

  it("answer in Arabic for an Arabic visitor", async () => {
    const { data } = await load("terms", "ar");
    expect(data.title).toBe("سياسة جديدة");
    expect(seoFields(data.seo).title).toBe("سياسة جديدة | بيان الرقمية");
    expect(data.sections).toEqual([{ id: "section-1", title: "البند الأول" }]);
    expect(data.updated).toBe(
      new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date("2025-03-04T10:00:00.000Z"),
      ),
    );
  });

  it("show the error page when the provider is down", async () => {
    provider.use(http.get(`${API}/pages/:key`, () => HttpResponse.error()));
    const request = appRequest("/privacy");
    const response = await caught(
      Promise.resolve(privacyLoader({ request, params: {}, context: {} })),
    );
    expect(response.status).toBe(503);
  });
});
