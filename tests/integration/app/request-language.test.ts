// A request's language (docs/conventions.md, "The language"): `?lng=` first, then the `lng`
// cookie, else English (ADR 0003: never Accept-Language); worked out once per loader and passed
// down.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/routes/_site._index/route";
import type * as I18nServer from "~/modules/i18n/i18next.server";
import { API, appRequest, mockProvider, seoFields } from "./support";
import { answeredPage } from "../../support/records";

const detections = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/modules/i18n/i18next.server", async (importOriginal) => {
  const actual = await importOriginal<typeof I18nServer>();
  return {
    ...actual,
    getLanguage: (request: Request) => {
      detections.count += 1;
      return actual.getLanguage(request);
    },
  };
});

const { getLanguage } = await import("~/modules/i18n/i18next.server");

const server = mockProvider();
const emptyPage = answeredPage([]);

describe("a request's language", () => {
  it("comes from ?lng=, then the cookie, else English", async () => {
    expect(await getLanguage(appRequest("/?lng=ar"))).toBe("ar");
    expect(await getLanguage(appRequest("/?lng=en", { cookie: "lng=ar" }))).toBe("en");
    expect(await getLanguage(appRequest("/", { cookie: "lng=ar" }))).toBe("ar");
    expect(await getLanguage(appRequest("/", { cookie: "lng=fr" }))).toBe("en");
    expect(await getLanguage(appRequest("/"))).toBe("en");
  });

  it("ignores Accept-Language", async () => {
    const request = appRequest("/", { headers: { "Accept-Language": "ar-SA,ar;q=0.9" } });
    expect(await getLanguage(request)).toBe("en");
  });

  it("is worked out once by the root loader and once by the home page's loader", async () => {
    server.use(
      ...["categories", "services", "projects", "faqs", "team"].map((path) =>
        http.get(`${API}/${path}`, () => HttpResponse.json(emptyPage)),
      ),
    );
    const args = (path: string) => ({
      request: appRequest(path, { cookie: "lng=ar" }),
      params: {},
      context: {},
    });
    detections.count = 0;
    const root = await (await rootLoader(args("/?_data=root"))).json();
    expect(root.locale).toBe("ar");
    expect(detections.count).toBe(1);

    detections.count = 0;
    const home = await (await homeLoader(args("/?_data=routes/_site._index"))).json();
    expect(seoFields(home.seo).locale).toBe("ar_AR");
    expect(detections.count).toBe(1);
  });
});
