// The job form's parent select: every job that may be a parent, the current parent always among
// the choices (so a save never clears it unasked), and the provider's loop refusal by the field.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/dashboard.jobs";
import { API, appRequest, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered, answeredPage } from "../../../support/records";

const provider = mockProvider();

const job = (id: number, en: string, parent: { id: number; en: string } | null) =>
  answered.job({
    id,
    en_title: en,
    ar_title: `ع ${en}`,
    en_description: "<p>x</p>",
    ar_description: "<p>x</p>",
    parent_id: parent?.id ?? null,
    parent: parent ? { id: parent.id, en_title: parent.en, ar_title: `ع ${parent.en}` } : null,
    skills: [{ id: 1, en_name: "React", ar_name: "رياكت" }],
    children_count: 0,
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
  });

// R (id 11) was moved under Frontend (id 2); C (id 12) is R's child.
const C = job(12, "C", { id: 11, en: "R" });

function answerJobs(parents: Record<string, unknown>[]) {
  const asked: string[] = [];
  provider.use(
    http.post(`${API}/jobs/dash`, () =>
      HttpResponse.json({
        status: 200,
        data: { data: [C], total: 1, current_page: 1, last_page: 1, per_page: 12 },
      }),
    ),
    http.post(`${API}/jobs/parents`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ status: 200, data: parents });
    }),
    http.post(`${API}/dashboard/skills`, () => HttpResponse.json(answeredPage([]))),
  );
  return asked;
}

async function modalOf(path: string) {
  const response = (await loader(
    args(appRequest(path, { cookie: await sessionCookie() })),
  )) as Response;
  return (await response.json()).modal;
}

describe("the job form's parent select", () => {
  it("offers every job the provider allows (not only roots), indented, and asks without the job itself", async () => {
    const asked = answerJobs([
      { id: 1, en_title: "Software", ar_title: "برمجيات", parent_id: null, depth: 0 },
      { id: 2, en_title: "Frontend", ar_title: "واجهات", parent_id: 1, depth: 1 },
      { id: 11, en_title: "R", ar_title: "ع R", parent_id: 2, depth: 2 },
    ]);
    const modal = await modalOf("/dashboard/jobs?edit=12");
    expect(asked).toEqual(["?except=12"]);
    expect(modal.options.parents).toEqual([
      { value: "1", en: "Software", ar: "برمجيات" },
      { value: "2", en: "— Frontend", ar: "— واجهات" },
      { value: "11", en: "— — R", ar: "— — ع R" },
    ]);
  });

  it("keeps the current parent a choice even when the provider's list lacks it", async () => {
    answerJobs([{ id: 1, en_title: "Software", ar_title: "برمجيات", parent_id: null, depth: 0 }]);
    const modal = await modalOf("/dashboard/jobs?edit=12");
    expect(modal.options.parents[0]).toEqual({ value: "11", en: "R", ar: "ع R" });
  });

  it("shows the provider's loop refusal next to the parent select", async () => {
    const message = "A job cannot be its own parent or the parent of its parent.";
    provider.use(
      http.post(`${API}/jobs/11`, () =>
        HttpResponse.json({ status: 422, errors: { parent_id: [message] } }, { status: 422 }),
      ),
    );
    const request = post(
      "/dashboard/jobs",
      {
        intent: "save",
        id: "11",
        ar_title: "ع R",
        en_title: "R",
        ar_description: "<p>x</p>",
        en_description: "<p>x</p>",
        parent_id: "12",
        skills: "1",
      },
      await sessionCookie(),
    );
    const response = (await action(args(request))) as Response;
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.result.error.parent_id).toEqual([message]);
  });
});
