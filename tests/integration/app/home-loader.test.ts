import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { SIZES } from "~/modules/content/images";
import { loader } from "~/routes/_site._index/route";
import en from "../../../public/locales/en/common.json";
import ar from "../../../public/locales/ar/common.json";
import {
  API,
  API_KEY,
  appRequest,
  caught,
  categoriesPage,
  mockProvider,
  stubAppEnv,
} from "./support";
import { answeredPage } from "../../support/records";

const server = mockProvider();
const emptyPage = answeredPage([]);

// The home page also reads services, projects, FAQs and the team; these tests are about
// categories and failures, so the other lists answer an empty page.
beforeEach(() => {
  server.use(
    ...["services", "projects", "faqs", "team"].map((path) =>
      http.get(`${API}/${path}`, () => HttpResponse.json(emptyPage)),
    ),
  );
});

function callLoader(lang: "en" | "ar" = "en") {
  return loader({
    request: appRequest("/?_data=routes/_site._index", { cookie: `lng=${lang}` }),
    params: {},
    context: {},
  });
}

describe("home loader", () => {
  it("returns the first page of categories with their first image", async () => {
    let page: string | null = null;
    server.use(
      http.get(`${API}/categories`, ({ request }) => {
        page = new URL(request.url).searchParams.get("page");
        return HttpResponse.json(categoriesPage);
      }),
    );
    const response = await callLoader();
    const data = await response.json();
    expect(page).toBe("1");
    expect(data.total).toBe(2);
    expect(data.categories).toEqual([
      {
        id: 1,
        en_name: "Web development",
        ar_name: "تطوير الويب",
        // Ready for <Picture>: sized for the category grid (no variants in this answer).
        picture: {
          src: "/storage/categories/web.webp",
          width: 800,
          height: 600,
          srcSet: null,
          sources: [],
          sizes: SIZES.card,
        },
        // No services in this test's answer: no section on /services to link to.
        href: null,
      },
      { id: 2, en_name: "Graphic design", ar_name: "التصميم الجرافيكي", picture: null, href: null },
    ]);
  });

  it("never puts the api key in the data it returns", async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json(categoriesPage)));
    const response = await callLoader();
    const text = await response.text();
    expect(text).not.toContain(API_KEY);
    expect(JSON.stringify([...response.headers])).not.toContain(API_KEY);
  });

  const failures = [
    {
      name: "unreachable",
      status: 503,
      key: "provider_unavailable",
      answer: () => HttpResponse.error(),
    },
    {
      name: "slow",
      status: 504,
      key: "provider_timeout",
      answer: async () => {
        await delay(400);
        return HttpResponse.json(categoriesPage);
      },
    },
    {
      name: "malformed",
      status: 502,
      key: "provider_bad_response",
      answer: () => new HttpResponse("<html>oops</html>", { status: 200 }),
    },
  ] as const;

  for (const failure of failures) {
    for (const [lang, texts] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      it(`answers ${failure.status} with the translated message when the provider is ${failure.name} (${lang})`, async () => {
        stubAppEnv({ PROVIDER_TIMEOUT_MS: "60" });
        server.use(http.get(`${API}/categories`, failure.answer));
        const response = await caught(callLoader(lang));
        expect(response.status).toBe(failure.status);
        const body = await response.json();
        expect(body.message).toBe(texts.errors[failure.key]);
        const raw = JSON.stringify(body);
        expect(raw).not.toMatch(/at .*\(|stack|Error:/);
        expect(raw).not.toContain(API_KEY);
      });
    }
  }

  it("answers 502 with the provider's own text when it fails with 500", async () => {
    server.use(
      http.get(`${API}/categories`, () =>
        HttpResponse.json({ status: 500, errors: "Database offline" }, { status: 500 }),
      ),
    );
    const response = await caught(callLoader());
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ message: "Database offline" });
  });
});
