// What the public pages show of the site settings, with msw as the provider: the layout's data
// (navbar, footer, contact page) in the page's language, the home page's featured services in
// the chosen order, and the contact details as addresses a visitor can use.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/routes/_site._index/route";
import { mailtoHref, telHref, whatsappHref } from "~/modules/site-settings/contact-links";
import { API, appRequest, mockProvider, siteSettings } from "./support";
import { args } from "./accounts/helpers";
import { answered, answeredPage } from "../../support/records";

const provider = mockProvider();

const saved = {
  ...siteSettings,
  en_company_name: "Acme Studio",
  ar_company_name: "استوديو أكمي",
  en_tagline: "Web studio",
  ar_tagline: "استوديو ويب",
  en_hours: "Mon–Fri 10–17",
  en_description: "Acme builds websites.",
  logo: "/storage/settings/logo.webp",
  email: "hello@acme.example",
  phone: "+20 100 123 4567",
  phone2: "",
  whatsapp: "+20 111 222 3333",
  en_address: "1 Nile St, Cairo",
  ar_address: "1 شارع النيل، القاهرة",
  github: "https://github.com/acme",
  stat_clients: "120",
  featured_services: [9, 4, 7],
};

function answerSettings(data = saved) {
  provider.use(http.get(`${API}/settings`, () => HttpResponse.json({ status: 200, data })));
}

const page = async (lang: "en" | "ar") =>
  (await (await rootLoader(args(appRequest("/", { cookie: `lng=${lang}` })))).json()).site;

describe("the layout's company details", () => {
  it("come from the settings, in the page's language", async () => {
    answerSettings();
    expect(await page("en")).toEqual({
      name: "Acme Studio",
      description: saved.en_description,
      tagline: "Web studio",
      hours: "Mon–Fri 10–17",
      logo: "/storage/settings/logo.webp",
      favicon: null,
      email: { text: "hello@acme.example", href: "mailto:hello@acme.example" },
      phones: [{ text: "+20 100 123 4567", href: "tel:+201001234567" }],
      whatsapp: { text: "+20 111 222 3333", href: "https://wa.me/201112223333" },
      address: "1 Nile St, Cairo",
      social: [{ network: "github", href: "https://github.com/acme" }],
      stats: { clients: "120", projects: "70", support: "24/7" },
      claims: saved.en_claims,
      // Not stated by these settings: the default (core/time/zone.ts).
      timeZone: "Asia/Riyadh",
    });
    expect(await page("ar")).toMatchObject({
      name: "استوديو أكمي",
      tagline: "استوديو ويب",
      hours: null,
      address: "1 شارع النيل، القاهرة",
      claims: saved.ar_claims,
    });
  });

  it("name the company in the layout's titles and describe it, in both languages", async () => {
    answerSettings();
    const meta = async (lang: "en" | "ar") =>
      (await (await rootLoader(args(appRequest("/", { cookie: `lng=${lang}` })))).json()).meta;
    expect(await meta("en")).toMatchObject({
      title: "Acme Studio — Web studio",
      description: "Acme builds websites.",
      notFoundTitle: expect.stringMatching(/ \| Acme Studio$/),
      errorTitle: expect.stringMatching(/ \| Acme Studio$/),
    });
    expect((await meta("ar")).title).toBe("استوديو أكمي — استوديو ويب");
  });

  it("are left out, not an error page, while the provider cannot answer", async () => {
    provider.use(http.get(`${API}/settings`, () => HttpResponse.error()));
    expect(await page("en")).toBeNull();
  });
});

describe("contact links", () => {
  it("mailto:, tel: with digits and +, wa.me with digits only, from the stored (Western) digits", () => {
    expect(mailtoHref("hello@acme.example")).toBe("mailto:hello@acme.example");
    expect(telHref("+966 11 000 0000")).toBe("tel:+966110000000");
    expect(telHref("+966 (55) 000-0000")).toBe("tel:+966550000000");
    expect(whatsappHref("+20 111 222 3333")).toBe("https://wa.me/201112223333");
    expect(whatsappHref("00966 55 000 0000")).toBe("https://wa.me/966550000000");
  });
});

describe("the home page's services", () => {
  it("are the featured ones, in the chosen order", async () => {
    answerSettings();
    let asked: string | null = null;
    const service = (id: number) =>
      answered.service({
        id,
        ar_name: `خدمة ${id}`,
        en_name: `Service ${id}`,
        ar_info: "",
        en_info: "",
        category_id: 1,
        category: null,
        image: [],
        images: [],
        created_at: "2024-01-01T00:00:00.000Z",
        updated_at: "2024-01-01T00:00:00.000Z",
      });
    const empty = answeredPage([]);
    provider.use(
      http.get(`${API}/services`, ({ request }) => {
        // The home also reads the whole list (its categories' links): only the featured read asks by id.
        asked ??= new URL(request.url).searchParams.get("ids");
        // The provider's own order (oldest first), not the chosen one.
        return HttpResponse.json(answeredPage([4, 7, 9].map(service), { per_page: 3 }));
      }),
      ...["categories", "projects", "faqs", "team"].map((path) =>
        http.get(`${API}/${path}`, () => HttpResponse.json(empty)),
      ),
    );
    const response = await homeLoader(args(appRequest("/", { cookie: "lng=en" })));
    const data = await response.json();
    expect(asked).toBe("9,4,7");
    expect(data.services.map((s: { id: number }) => s.id)).toEqual([9, 4, 7]);
  });
});
