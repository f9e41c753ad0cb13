// The site settings screen (/dashboard/settings) with msw as the provider: admins only; the
// first check's and the provider's field errors next to the fields, in the visitor's language,
// with everything typed kept; phones in Arabic-Indic digits leave in Western ones; the featured
// services in the order of the places typed; a save drops the cached settings.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { action, loader } from "~/routes/dashboard.settings/route";
import { loader as rootLoader } from "~/root";
import type { SettingsActionData } from "~/routes/dashboard.settings/save.server";
import { getToast } from "~/modules/toast/toast.server";
import { API, appRequest, caught, cookiesFrom, mockProvider, siteSettings } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered, answeredPage } from "../../../support/records";

const provider = mockProvider();

const service = (id: number, ar_name: string, en_name: string) =>
  answered.service({
    id,
    ar_name,
    en_name,
    ar_info: "<p>خدمة</p>",
    en_info: "<p>A service</p>",
    category_id: 1,
    image: [],
    images: [],
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
  });
const services = [
  service(3, "تطبيقات", "Apps"),
  service(5, "مواقع", "Websites"),
  service(8, "تسويق", "Marketing"),
];

function answerServices() {
  provider.use(
    http.get(`${API}/services`, () => HttpResponse.json(answeredPage(services, { per_page: 100 }))),
  );
}

/** The form as the screen posts it: every field, claims by index, a place per service. */
function formOf(changes: Record<string, string> = {}) {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(siteSettings)) {
    if (key === "featured_services") continue;
    if (Array.isArray(value)) value.forEach((item, i) => (fields[`${key}[${i}]`] = String(item)));
    else fields[key] = String(value);
  }
  for (const service of services) fields[`featured.${service.id}`] = "";
  return { ...fields, ...changes };
}

async function adminPost(fields: Record<string, string>, lang: "en" | "ar" = "en") {
  const cookie = `${await sessionCookie()}; lng=${lang}`;
  return action(args(post("/dashboard/settings", fields, cookie)));
}

function captureSave(answer?: () => Response) {
  const sent: URLSearchParams[] = [];
  provider.use(
    http.post(`${API}/dashboard/settings/save`, async ({ request }) => {
      sent.push(new URLSearchParams(await request.text()));
      return (
        answer?.() ??
        HttpResponse.json({ status: 200, message: "Saved successfully.", data: siteSettings })
      );
    }),
  );
  return sent;
}

describe("access", () => {
  it("sends a visitor to log in and a client to /, for the screen and its save", async () => {
    const anonymous = await caught(loader(args(appRequest("/dashboard/settings"))));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth\/login/);
    const client = await sessionCookie({ role: "user" });
    const screen = await caught(
      loader(args(appRequest("/dashboard/settings", { cookie: client }))),
    );
    expect(screen.headers.get("Location")).toBe("/");
    const sent = captureSave();
    const save = await caught(action(args(post("/dashboard/settings", formOf(), client))));
    expect(save.headers.get("Location")).toBe("/");
    expect(sent).toHaveLength(0);
  });
});

describe("the screen", () => {
  it("shows the saved settings and the featured services' places in their order", async () => {
    answerServices();
    provider.use(
      http.get(`${API}/settings`, () =>
        HttpResponse.json({
          status: 200,
          data: answered.siteSettings({ ...siteSettings, featured_services: [8, 3] }),
        }),
      ),
    );
    const request = appRequest("/dashboard/settings", { cookie: await sessionCookie() });
    const data = await (await loader(args(request))).json();
    expect(data.settings.email).toBe("info@bayan-digital.example");
    expect(data.services.map((s: { id: number }) => s.id)).toEqual([3, 5, 8]);
    expect(data.places).toEqual({ "8": "1", "3": "2" });
  });
});

describe("saving", () => {
  it("sends Western digits and the featured services by place, then confirms with a toast", async () => {
    const sent = captureSave();
    const response = (await adminPost(
      formOf({
        phone: "+٩٦٦ ١١ ٢٢٢ ٣٣٣٣",
        whatsapp: "+۹۶۶ ۵۵ ۴۴۴ ۵۵۵۵",
        "featured.3": "2",
        "featured.8": "1",
      }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard/settings");
    const [body] = sent;
    expect(body.get("phone")).toBe("+966 11 222 3333");
    expect(body.get("whatsapp")).toBe("+966 55 444 5555");
    expect(body.getAll("featured_services")).toEqual(["8", "3"]);
    expect(body.getAll("en_claims")).toEqual(siteSettings.en_claims);
    const next = appRequest("/", { cookie: cookiesFrom(response.headers) });
    expect((await getToast(next)).toast).toMatchObject({
      type: "success",
      message: "Saved successfully.",
    });
  });

  it("refuses bad fields before the provider, in the visitor's language, keeping what was typed", async () => {
    const sent = captureSave();
    const typed = formOf({
      email: "not-an-email",
      phone: "",
      linkedin: "linkedin.com/acme",
      "en_claims[2]": "",
      "featured.5": "99",
      en_company_name: "Acme typed",
    });
    const en = (await adminPost(typed)) as Response;
    expect(en.status).toBe(400);
    const data = (await en.json()) as SettingsActionData;
    expect(data.result.error).toMatchObject({
      email: ["Enter a valid email address."],
      phone: ["This field is required."],
      linkedin: ["Enter a full address starting with https://."],
      "en_claims[2]": ["This field is required."],
      featured_services: ["Use a whole number from 1 to 12."],
    });
    expect(data.result.initialValue).toMatchObject({ en_company_name: "Acme typed" });
    expect(data.places["5"]).toBe("99");
    const ar = (await (await adminPost(typed, "ar")).json()) as SettingsActionData;
    expect(ar.result.error?.email).toEqual(["أدخل بريدًا إلكترونيًا صحيحًا."]);
    expect(sent).toHaveLength(0);
  });

  it("puts the provider's field errors next to the fields, not in a toast too", async () => {
    captureSave(() =>
      HttpResponse.json(
        {
          status: 422,
          message: "The given data was invalid.",
          errors: { featured_services: ["The selected featured services does not exist."] },
        },
        { status: 422 },
      ),
    );
    const response = (await adminPost(formOf({ "featured.5": "1" }))) as Response;
    expect(response.status).toBe(400);
    const data = (await response.json()) as SettingsActionData;
    expect(data.result.error).toEqual({
      featured_services: ["The selected featured services does not exist."],
    });
    expect(data.toast).toBeUndefined();
  });

  it("drops the cached settings, so the next page shows the saved ones", async () => {
    let current = { ...siteSettings };
    provider.use(
      http.get(`${API}/settings`, () => HttpResponse.json({ status: 200, data: current })),
    );
    vi.stubEnv("PROVIDER_CACHE_TTL_MS", "60000");
    const page = async () => {
      const response = await rootLoader(args(appRequest("/", { cookie: "lng=en" })));
      const { site } = await response.json();
      return site as { email: { text: string } };
    };
    expect((await page()).email.text).toBe("info@bayan-digital.example");
    current = answered.siteSettings({ ...siteSettings, email: "new@example.test" });
    // Still the cached answer: nothing was saved through the dashboard.
    expect((await page()).email.text).toBe("info@bayan-digital.example");
    captureSave();
    await adminPost(formOf({ email: "new@example.test" }));
    expect((await page()).email.text).toBe("new@example.test");
  });
});

describe("an edit conflict (ADR 0022)", () => {
  it("sends the stamp the form was opened with; a 409 keeps the form and names who saved", async () => {
    const theirs = "2026-03-02T10:30:00.000Z";
    const sent = captureSave(() =>
      HttpResponse.json(
        {
          status: 409,
          errors: "Salma changed this record",
          data: answered.conflictAnswer({
            updated_at: theirs,
            changed_by: { id: 4, username: "Salma" },
            changed_at: theirs,
          }),
        },
        { status: 409 },
      ),
    );
    const opened = "2026-03-01T09:00:00.000Z";
    const typed = formOf({ email: "mine@example.test", updated_at: opened });
    const response = (await adminPost(typed, "ar")) as Response;
    expect(response.status).toBe(409);
    expect(sent[0].get("updated_at")).toBe(opened);
    const data = (await response.json()) as SettingsActionData;
    expect(data.result.initialValue).toMatchObject({ email: "mine@example.test" });
    expect(data.conflict).toEqual({
      updated_at: theirs,
      by: "Salma",
      at: theirs,
      href: "/dashboard/audit?entity=settings",
      place: "audit",
    });
  });
});
