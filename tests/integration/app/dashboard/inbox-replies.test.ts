// The inbox's senders, statuses, assignees, notes and replies through the dashboard's handlers,
// msw as the provider: the status and assignee filters reach the provider, each control posts its
// provider call and comes back to the same filtered list, a refused reply or note keeps its text
// by its form, the CSV has the new columns.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as csvLoader } from "~/routes/dashboard.notifications.csv";
import { action, loader } from "~/routes/dashboard.notifications";
import { args, post, sessionCookie } from "../accounts/helpers";
import { API, appRequest, mockProvider } from "../support";
import { answered, answeredPage } from "../../../support/records";

const provider = mockProvider();

const request = answered.serviceRequest({
  id: 5,
  type: "graphics",
  info: "A logo",
  name: "Sara",
  email: "sara@example.test",
  phone: "0501234567",
  user_id: 3,
  user: { id: 3, username: "sara", email: "sara@example.test" },
  status: "answered",
  lang: "ar",
  read: true,
  read_at: "2024-01-02T09:00:00.000Z",
  replies: [
    {
      id: 1,
      body: "We can start Monday.",
      created_at: "2024-01-02T10:00:00.000Z",
      admin: { id: 1, username: "admin", email: "admin@example.test" },
    },
  ],
  assignee_id: 2,
  assignee: { id: 2, username: "huda" },
  notes: [
    {
      id: 7,
      body: "Asked for the brand colours, call back Sunday.",
      created_at: "2024-01-02T11:00:00.000Z",
      admin: { id: 2, username: "huda", email: "huda@example.test" },
    },
  ],
  info_file: null,
  file: null,
  created_at: "2024-01-01T00:00:00.000Z",
});

type Call = { path: string; query: string; body: Record<string, string> };

function recordProvider(into: Call[], answer?: () => Response) {
  const page = <T>(data: T[]) => HttpResponse.json(answeredPage(data));
  provider.use(
    http.post(`${API}/dashboard/:table/:action?`, async ({ request: req, params }) => {
      const url = new URL(req.url);
      const form = req.headers.get("content-type") ? await req.formData() : new FormData();
      const body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
      into.push({ path: url.pathname.replace(/^\/api\//, ""), query: url.search, body });
      if (params.action) return answer?.() ?? HttpResponse.json({ status: 200, message: "ok" });
      return page(params.table === "service_requests" ? [request] : []);
    }),
  );
}

describe("the inbox's filters, statuses and replies", () => {
  it("asks the provider for the chosen kind, status and assignee and offers a row's delete", async () => {
    const calls: Call[] = [];
    recordProvider(calls);
    const cookie = await sessionCookie();
    const page = (await loader(
      args(
        appRequest("/dashboard/notifications?tab=requests&status=answered&assignee=me&delete=5", {
          cookie,
        }),
      ),
    )) as Response;
    const data = await page.json();
    expect(calls.map((c) => `${c.path}${c.query}`).sort()).toEqual([
      "dashboard/inbox/staff",
      "dashboard/service_requests?page=1&status=answered&assignee=me",
    ]);
    expect(data.filters).toEqual({
      tab: "requests",
      status: "answered",
      assignee: "me",
      page: 1,
      q: "",
      selected: null,
    });
    expect(data.back).toBe("?tab=requests&status=answered&assignee=me");
    expect(data.confirm).toMatchObject({ id: 5 });
    expect(data.items[0]).toMatchObject({ name: "Sara", user: { username: "sara" } });
  });

  it.each([
    ["status", { intent: "status", status: "archived" }, { id: "5", status: "archived" }],
    ["reply", { intent: "reply", message: "Hello Sara" }, { id: "5", message: "Hello Sara" }],
    ["delete", { intent: "delete" }, { id: "5" }],
    ["note", { intent: "note", note: " Called her. " }, { id: "5", note: "Called her." }],
    ["assign", { intent: "assign", assignee_id: "2" }, { id: "5", assignee_id: "2" }],
    ["assign", { intent: "assign", assignee_id: "" }, { id: "5", assignee_id: "" }],
  ])("posts %s to the provider and returns to the filtered list", async (action_, form, body) => {
    const calls: Call[] = [];
    recordProvider(calls);
    const cookie = await sessionCookie();
    const fields = {
      tab: "requests",
      filter_status: "new",
      filter_assignee: "none",
      page: "2",
      id: "5",
      ...form,
    };
    const response = (await action(
      args(post("/dashboard/notifications", fields, cookie)),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(
      /^\/dashboard\/notifications\?tab=requests&status=new&assignee=none&page=2/,
    );
    expect(calls).toEqual([{ path: `dashboard/service_requests/${action_}`, query: "", body }]);
  });

  it("keeps a refused reply's text by its form, with the provider's message", async () => {
    const calls: Call[] = [];
    recordProvider(calls, () =>
      HttpResponse.json(
        { status: 422, message: "x", errors: { message: ["No email: answer by phone."] } },
        { status: 422 },
      ),
    );
    const cookie = await sessionCookie();
    const fields = { tab: "requests", id: "5", intent: "reply", message: "Hello" };
    const refused = (await action(
      args(post("/dashboard/notifications", fields, cookie)),
    )) as Response;
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      draft: { id: 5, field: "message", value: "Hello", error: "No email: answer by phone." },
    });
    const empty = (await action(
      args(post("/dashboard/notifications?lng=ar", { ...fields, message: " " }, cookie)),
    )) as Response;
    expect(empty.status).toBe(400);
    expect((await empty.json()).draft.error).toBe("اكتب الرد أولًا.");
    expect(calls).toHaveLength(1);
  });

  it("keeps a refused note's text by its form: the provider's field message, or empty", async () => {
    const calls: Call[] = [];
    const tooLong = "The note may not be greater than 2000 characters.";
    recordProvider(calls, () =>
      HttpResponse.json(
        { status: 422, message: "x", errors: { note: [tooLong] } },
        { status: 422 },
      ),
    );
    const cookie = await sessionCookie();
    const fields = { tab: "messages", id: "5", intent: "note", note: "Long" };
    const refused = (await action(
      args(post("/dashboard/notifications", fields, cookie)),
    )) as Response;
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      draft: { id: 5, field: "note", value: "Long", error: tooLong },
    });
    for (const [lng, error] of [
      ["en", "Write a note first."],
      ["ar", "اكتب الملاحظة أولًا."],
    ]) {
      const empty = (await action(
        args(post(`/dashboard/notifications?lng=${lng}`, { ...fields, note: "  " }, cookie)),
      )) as Response;
      expect(empty.status).toBe(400);
      expect((await empty.json()).draft).toEqual({ id: 5, field: "note", value: "", error });
    }
    expect(calls).toHaveLength(1);
  });

  const exported = async (lng: "ar" | "en") => {
    recordProvider([]);
    const cookie = await sessionCookie();
    const response = await csvLoader(
      args(appRequest(`/dashboard/notifications/csv?lng=${lng}`, { cookie })),
    );
    if (!(response instanceof Response)) throw new Error("the export answers a file");
    return (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
  };

  it("exports status, account, replies, assignee and internal notes in the CSV", async () => {
    const [header, row] = await exported("en");
    expect(header.split(",").slice(-5)).toEqual([
      "Status",
      "Account",
      "Replies",
      "Assigned to",
      "Internal notes",
    ]);
    expect(row).toContain("Sara,sara@example.test,0501234567,");
    expect(row).toContain(
      ",Answered,sara <sara@example.test>,2024-01-02T10:00:00.000Z: We can start Monday.,huda," +
        '"2024-01-02T11:00:00.000Z (huda): Asked for the brand colours, call back Sunday."',
    );
  });

  it("labels the CSV's columns in Arabic", async () => {
    const [header, row] = await exported("ar");
    expect(header.split(",").slice(-5)).toEqual([
      "الحالة",
      "الحساب",
      "الردود",
      "المسؤول عنها",
      "الملاحظات الداخلية",
    ]);
    expect(row).toContain(",huda,");
  });
});
