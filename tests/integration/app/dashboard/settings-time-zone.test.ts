// The time zone on the settings screen (docs/publishing.md, "Scheduled publishing"): shown as
// saved (Asia/Riyadh from a provider that states none), checked before the provider with the
// message by the field in the visitor's language, and sent as typed when it is a zone.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/dashboard.settings/route";
import type { SettingsActionData } from "~/routes/dashboard.settings/save.server";
import { API, appRequest, mockProvider, siteSettings } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered, answeredPage } from "../../../support/records";

const provider = mockProvider();

function answer(changes: Partial<typeof siteSettings> = {}) {
  const settings = answered.siteSettings({ ...siteSettings, ...changes });
  const sent: URLSearchParams[] = [];
  provider.use(
    http.get(`${API}/services`, () => HttpResponse.json(answeredPage([], { per_page: 100 }))),
    http.get(`${API}/settings`, () => HttpResponse.json({ status: 200, data: settings })),
    http.post(`${API}/dashboard/settings/save`, async ({ request }) => {
      sent.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({ status: 200, message: "Saved successfully.", data: settings });
    }),
  );
  return sent;
}

function formOf(time_zone: string) {
  const fields: Record<string, string> = { time_zone };
  for (const [key, value] of Object.entries(siteSettings)) {
    if (key === "featured_services" || key === "time_zone") continue;
    if (Array.isArray(value)) value.forEach((item, i) => (fields[`${key}[${i}]`] = String(item)));
    else fields[key] = String(value);
  }
  return fields;
}

async function save(time_zone: string, lang: "en" | "ar" = "en") {
  const cookie = `${await sessionCookie()}; lng=${lang}`;
  return (await action(args(post("/dashboard/settings", formOf(time_zone), cookie)))) as Response;
}

describe("the time zone setting on the screen", () => {
  it("shows the saved zone", async () => {
    answer({ time_zone: "Europe/Berlin" });
    const request = appRequest("/dashboard/settings", { cookie: await sessionCookie() });
    const data = await (await loader(args(request))).json();
    expect(data.settings.time_zone).toBe("Europe/Berlin");
  });

  it("sends a zone as typed and refuses what is none, by the field, in both languages", async () => {
    const sent = answer();
    expect((await save("Europe/Berlin")).status).toBe(303);
    expect(sent[0].get("time_zone")).toBe("Europe/Berlin");
    const en = await save("Berlin");
    expect(en.status).toBe(400);
    const data = (await en.json()) as SettingsActionData;
    expect(data.result.error).toEqual({
      time_zone: ["Enter a time zone name such as Asia/Riyadh or Europe/Berlin."],
    });
    expect(data.result.initialValue).toMatchObject({ time_zone: "Berlin" });
    const ar = (await (await save("+03:00", "ar")).json()) as SettingsActionData;
    expect(ar.result.error).toEqual({
      time_zone: ["أدخل اسم منطقة زمنية مثل Asia/Riyadh أو Europe/Berlin."],
    });
    expect(sent).toHaveLength(1);
  });
});
