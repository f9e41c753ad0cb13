// The home page's categories link to their section of /services: every link it gives lands on a
// section that page renders, and a category without services gets no link.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/_site._index/route";
import { loader as servicesLoader } from "~/routes/_site.services/route";
import { categoryAnchor } from "~/modules/content/service-groups";
import { API, appRequest, categoriesPage, mockProvider } from "./support";
import { answered, answeredPage } from "../../support/records";

const server = mockProvider();
const page = <T>(data: T[]) => answeredPage(data, { per_page: 100 });
const service = (id: number, category_id: number) =>
  answered.service({
    id,
    category_id,
    en_name: `Service ${id}`,
    ar_name: `خدمة ${id}`,
    en_info: "<p>Info</p>",
    ar_info: "<p>معلومات</p>",
    image: [],
    images: [],
    created_at: "2024-01-03T00:00:00.000Z",
    updated_at: "2024-01-03T00:00:00.000Z",
  });

const args = (path: string) => ({
  request: appRequest(path, { cookie: "lng=en" }),
  params: {},
  context: {},
});

describe("home links to categories", () => {
  it("land on a section of /services, and a category without services links nowhere", async () => {
    // Category 1 has a service, category 2 (the second of categoriesPage) none.
    server.use(
      http.get(`${API}/categories`, () => HttpResponse.json(categoriesPage)),
      http.get(`${API}/services`, () => HttpResponse.json(page([service(10, 1)]))),
      http.get(`${API}/projects`, () => HttpResponse.json(page([]))),
      http.get(`${API}/faqs`, () => HttpResponse.json(page([]))),
      http.get(`${API}/team`, () => HttpResponse.json(page([]))),
    );
    const home = (await (await homeLoader(args("/"))).json()) as {
      categories: { id: number; href: string | null }[];
    };
    const services = (await (await servicesLoader(args("/services"))).json()) as {
      groups: { id: number | null }[];
    };
    const anchors = services.groups.map((group) => `/services#${categoryAnchor(group.id)}`);
    const links = home.categories.map((category) => category.href);
    expect(links).toEqual(["/services#category-1", null]);
    for (const link of links.filter((href) => href !== null)) expect(anchors).toContain(link);
  });
});
