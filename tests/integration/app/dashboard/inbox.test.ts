// The inbox shows a contact message's reason as the contact form labels it, in the page's
// language, on the page and in the CSV export alike.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as csvLoader } from "~/routes/dashboard.notifications.csv";
import { loader } from "~/routes/dashboard.notifications";
import { API, appRequest, mockProvider } from "../support";
import { args, sessionCookie } from "../accounts/helpers";
import { answered, answeredPage } from "../../../support/records";

const provider = mockProvider();

const message = (id: number, contact_reason: string) =>
  answered.contactMessage({
    id,
    name: "Sara",
    email: "sara@example.test",
    phone: null,
    contact_reason,
    info: "Hello there",
    status: "new",
    lang: "en",
    read: false,
    read_at: null,
    created_at: `2024-01-0${id}T00:00:00.000Z`,
    user_id: null,
    user: null,
    assignee_id: null,
    assignee: null,
    replies: [],
    notes: [],
  });

function answerInbox() {
  const page = <T>(data: T[]) => HttpResponse.json(answeredPage(data));
  provider.use(
    http.post(`${API}/dashboard/contact_messages`, () =>
      page([message(2, "quote"), message(1, "free text")]),
    ),
    http.post(`${API}/dashboard/service_requests`, () => page([])),
    http.post(`${API}/dashboard/inbox/staff`, () => HttpResponse.json({ status: 200, data: [] })),
  );
}

describe("the inbox's contact reasons", () => {
  for (const [lng, label] of [
    ["en", "A price quote"],
    ["ar", "عرض سعر"],
  ] as const) {
    it(`reads as the form's label in ${lng}, unknown values as sent`, async () => {
      answerInbox();
      const cookie = await sessionCookie();
      const page = (await loader(
        args(appRequest(`/dashboard/notifications?lng=${lng}`, { cookie })),
      )) as Response;
      const { items } = await page.json();
      expect(items.map((row: { contact_reason: string }) => row.contact_reason)).toEqual([
        label,
        "free text",
      ]);
      const csv = await (
        (await csvLoader(
          args(appRequest(`/dashboard/notifications/csv?lng=${lng}`, { cookie })),
        )) as Response
      ).text();
      expect(csv).toContain(`,${label},Hello there,`);
      expect(csv).not.toContain(",quote,");
    });
  }
});
