// The edit screen's address (`/dashboard/<entity>?edit=<id>`, docs/publishing.md) opens the record
// wherever it is listed: a link from the audit log, a bookmark or a preview note names no page.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { API, appRequest, mockProvider } from "../support";
import { args, sessionCookie } from "../accounts/helpers";
import { answeredPage, dashboardAnswered } from "../../../support/records";
import { entityRoute } from "./entity-route";

const { loader } = entityRoute("FAQs");

const provider = mockProvider();

const faq = (id: number, ar_name: string, en_name: string, ar_status: string) =>
  dashboardAnswered.faq({
    id,
    ar_name,
    en_name,
    ar_answer: "<p>ج</p>",
    en_answer: "<p>A</p>",
    ar_status,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  });
const onPageOne = faq(1, "س", "First", "published");
const onPageTwo = faq(13, "مسودة", "Draft on page two", "draft");

async function modalOf(path: string) {
  const result = (await loader(args(appRequest(path, { cookie: await sessionCookie() })))) as
    Response | Record<string, unknown>;
  const data = (result instanceof Response ? await result.json() : result) as {
    modal: { mode: string; item: { id: number } | null } | null;
  };
  return data.modal;
}

describe("the edit screen's address", () => {
  it("opens a record that is not on the list's first page", async () => {
    const asked: (string | null)[] = [];
    provider.use(
      http.post(`${API}/dashboard/faqs`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get("ids");
        asked.push(ids);
        const data = ids === "13" ? [onPageTwo] : [onPageOne];
        return HttpResponse.json(answeredPage(data, { total: 13, last_page: 2 }));
      }),
    );
    const modal = await modalOf("/dashboard/FAQs?edit=13");
    expect(modal).toMatchObject({ mode: "edit", item: { id: 13, en_name: "Draft on page two" } });
    expect(asked).toContain("13");
  });

  it("shows no modal for a record that is not there", async () => {
    provider.use(
      http.post(`${API}/dashboard/faqs`, () => HttpResponse.json(answeredPage([onPageOne]))),
    );
    expect(await modalOf("/dashboard/FAQs?edit=99")).toBeNull();
  });
});
