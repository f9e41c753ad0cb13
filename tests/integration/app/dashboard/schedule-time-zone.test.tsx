// Schedules in the site's time zone (docs/publishing.md, "Scheduled publishing"): the publish
// time typed in the dashboard is the zone's wall clock and reaches the provider in UTC; a saved
// time fills the field in the zone again. The zone is a setting, Asia/Riyadh unless changed.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { defaultsFor } from "~/components/dashboard/save-modal";
import { ENTITIES } from "~/modules/dashboard/entities";
import { diffRows } from "~/modules/dashboard/revision-diff";
import { args, post, sessionCookie } from "../accounts/helpers";
import { API, mockProvider, siteSettings } from "../support";
import { answered, answeredPage, dashboardAnswered } from "../../../support/records";
import { entityRoute } from "./entity-route";

const { action } = entityRoute("FAQs");

const server = mockProvider();

const FAQ = {
  ar_name: "سؤال",
  en_name: "Question",
  ar_answer: "<p>جواب</p>",
  en_answer: "<p>Answer</p>",
};
/** The saved FAQ as the provider answers it, scheduled for `publish_at`. */
const saved = (publish_at: string | null) =>
  dashboardAnswered.faq({
    id: 7,
    ...FAQ,
    publish_at,
    created_at: "2026-07-01T08:00:00.000Z",
    updated_at: "2026-07-01T08:00:00.000Z",
  });

/** The publish time each save sent, with the site in `zone` (none: the first start's). */
function provider(zone?: string) {
  const sent: string[] = [];
  server.use(
    http.get(`${API}/settings`, () =>
      HttpResponse.json({
        status: 200,
        data: zone ? answered.siteSettings({ ...siteSettings, time_zone: zone }) : siteSettings,
      }),
    ),
    // Where the saved row is listed, for the redirect.
    http.post(`${API}/dashboard/faqs`, () => HttpResponse.json(answeredPage([]))),
    http.post(`${API}/dashboard/faqs/save`, async ({ request }) => {
      sent.push(String((await request.formData()).get("publish_at")));
      return HttpResponse.json({ status: 200, message: "Saved.", data: { id: 7 } });
    }),
  );
  return sent;
}

async function save(publish_at: string) {
  const response = await action(
    args(post("/dashboard/FAQs", { ...FAQ, intent: "publish", publish_at }, await sessionCookie())),
  );
  expect(response instanceof Response ? response.status : 0).toBe(303);
}

describe("the publish time in the site's time zone", () => {
  it("is read in Riyadh by default and sent in UTC", async () => {
    const sent = provider();
    await save("2026-12-01T09:00");
    await save("");
    expect(sent).toEqual(["2026-12-01T06:00:00.000Z", ""]);
  });

  it("follows a daylight-saving zone chosen in the settings", async () => {
    const sent = provider("Europe/Berlin");
    await save("2026-01-15T10:00");
    await save("2026-07-15T10:00");
    expect(sent).toEqual(["2026-01-15T09:00:00.000Z", "2026-07-15T08:00:00.000Z"]);
  });

  it("fills the edit form with the stored time in the zone", () => {
    const item = saved("2026-07-15T08:00:00.000Z");
    expect(defaultsFor(ENTITIES.faqs, item, "Europe/Berlin").publish_at).toBe("2026-07-15T10:00");
    expect(defaultsFor(ENTITIES.faqs, item, "Asia/Riyadh").publish_at).toBe("2026-07-15T11:00");
    const none = saved(null);
    expect(defaultsFor(ENTITIES.faqs, none, "Asia/Riyadh").publish_at).toBe("");
  });

  it("compares a version's schedule with now in the zone", () => {
    const then = saved("2026-07-15T08:00:00.000Z");
    const record = { row: then, children: null, images: [] };
    const now = saved("2026-07-16T08:00:00.000Z");
    const rows = diffRows(ENTITIES.faqs, record, now, {}, "en", "Europe/Berlin");
    expect(rows).toEqual([
      expect.objectContaining({
        field: "publish_at",
        then: "15 Jul 2026, 10:00",
        now: "16 Jul 2026, 10:00",
      }),
    ]);
  });
});
