// History with restore and undo delete on a content screen, against a stand-in provider
// (docs/publishing.md, "History and undo delete"): the edit modal's revisions and the comparison
// with now drawn by the loader, the restore and undelete posts redirecting with a toast, and the
// list's "Recently deleted".
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getToast } from "~/modules/toast/toast.server";
import { API, appRequest, cookiesFrom, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered, answeredPage, dashboardAnswered } from "../../../support/records";
import { entityRoute } from "./entity-route";

const { action, loader } = entityRoute("FAQs");

const provider = mockProvider();

const faq = dashboardAnswered.faq({
  id: 7,
  ar_name: "سؤال ٣",
  en_name: "Question 3",
  ar_answer: "<p>جواب</p>",
  en_answer: "<p>Answer <b>three</b></p>",
  ar_status: "published",
  en_status: "published",
  publish_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});
const revision = answered.revision({
  id: 11,
  created_at: "2026-01-01T00:00:00.000Z",
  action: "create",
  admin: { id: 1, name: "Mona" },
  changes: [{ field: "en_name", after: "Question 1" }],
});
const deleted = answered.deletedRecord({
  id: 9,
  revision: 30,
  ar_name: "محذوف",
  en_name: "Gone",
  deleted_at: "2026-01-02T00:00:00.000Z",
  admin: { id: 1, name: "Mona" },
});

function stubProvider(sent: { path: string; body: URLSearchParams }[], restore?: Response) {
  const keep = async (request: Request) => {
    sent.push({
      path: new URL(request.url).pathname,
      body: new URLSearchParams(await request.text()),
    });
  };
  provider.use(
    http.post(`${API}/dashboard/faqs`, () => HttpResponse.json(answeredPage([faq]))),
    http.post(`${API}/dashboard/faqs/deleted`, () =>
      HttpResponse.json({ status: 200, data: [deleted] }),
    ),
    http.post(`${API}/dashboard/faqs/revisions`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ status: 200, data: [revision] });
    }),
    http.post(`${API}/dashboard/faqs/revision`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({
        status: 200,
        data: answered.revisionSnapshot({
          ...revision,
          record: {
            row: dashboardAnswered.faq({
              ...faq,
              en_name: "Question 1",
              en_answer: "<p>Answer one</p>",
            }),
            children: null,
            images: [],
          },
        }),
      });
    }),
    http.post(`${API}/dashboard/faqs/restore`, async ({ request }) => {
      await keep(request);
      return restore ?? HttpResponse.json({ status: 200, message: "Restored.", data: faq });
    }),
  );
}

async function load(path: string) {
  const result = (await loader(args(appRequest(path, { cookie: await sessionCookie() })))) as
    Response | Record<string, unknown>;
  return (result instanceof Response ? await result.json() : result) as Record<string, never>;
}

describe("history in the edit modal", () => {
  it("lists the revisions and compares one with now, field by field", async () => {
    const sent: { path: string; body: URLSearchParams }[] = [];
    stubProvider(sent);
    const data = await load("/dashboard/FAQs?edit=7&revision=11");
    const history = (data.modal as { history: Record<string, unknown> }).history;
    expect(history.revisions).toEqual([revision]);
    expect(history.compare).toEqual({
      id: 11,
      created_at: revision.created_at,
      rows: [
        { kind: "text", field: "en_name", dir: "ltr", then: "Question 1", now: "Question 3" },
        { kind: "text", field: "en_answer", dir: "ltr", then: "Answer one", now: "Answer three" },
      ],
    });
    expect(sent.map((s) => [s.path, Object.fromEntries(s.body)])).toEqual([
      ["/api/dashboard/faqs/revisions", { id: "7" }],
      ["/api/dashboard/faqs/revision", { id: "7", revision: "11" }],
    ]);
  });

  it("restores a revision and goes back to the edit modal with a toast", async () => {
    const sent: { path: string; body: URLSearchParams }[] = [];
    stubProvider(sent);
    const done = (await action(
      args(
        post(
          "/dashboard/FAQs",
          { intent: "restore", id: "7", revision: "11", back: "?page=2" },
          await sessionCookie(),
        ),
      ),
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/dashboard/FAQs?page=2&edit=7");
    expect(Object.fromEntries(sent[0].body)).toEqual({ id: "7", revision: "11" });
    const next = appRequest("/", { cookie: cookiesFrom(done.headers) });
    expect((await getToast(next)).toast).toMatchObject({
      type: "success",
      message: "Restored. The item is back as it was in that version.",
    });
  });

  it("says why a restore was refused, in a toast", async () => {
    const refusal = HttpResponse.json(
      { status: 422, errors: "The category this version was in has been deleted." },
      { status: 422 },
    );
    stubProvider([], refusal);
    const done = (await action(
      args(
        post(
          "/dashboard/FAQs",
          { intent: "restore", id: "7", revision: "11" },
          await sessionCookie(),
        ),
      ),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/dashboard/FAQs?edit=7");
    const next = appRequest("/", { cookie: cookiesFrom(done.headers) });
    expect((await getToast(next)).toast).toMatchObject({
      type: "error",
      message: "The category this version was in has been deleted.",
    });
  });
});

describe("recently deleted", () => {
  it("says after a delete where it can be undone", async () => {
    stubProvider([]);
    provider.use(
      http.post(`${API}/dashboard/faqs/delete`, () =>
        HttpResponse.json({ status: 200, message: "deleted operation done successfully" }),
      ),
    );
    const done = (await action(
      args(post("/dashboard/FAQs", { intent: "delete", id: "7" }, await sessionCookie())),
    )) as Response;
    const next = appRequest("/", { cookie: cookiesFrom(done.headers) });
    expect((await getToast(next)).toast).toMatchObject({
      type: "success",
      message:
        "deleted operation done successfully. You can undo this under “Recently deleted” for 30 days.",
    });
  });

  it("lists the deleted records on ?deleted=1 and undoes a delete back into the list", async () => {
    const sent: { path: string; body: URLSearchParams }[] = [];
    stubProvider(sent);
    const plain = await load("/dashboard/FAQs");
    expect(plain.deleted).toEqual([deleted]);
    expect(plain.showDeleted).toBe(false);
    expect((await load("/dashboard/FAQs?deleted=1")).showDeleted).toBe(true);
    const done = (await action(
      args(
        post(
          "/dashboard/FAQs",
          { intent: "undelete", id: "9", revision: "30" },
          await sessionCookie({ role: "editor" }),
        ),
      ),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/dashboard/FAQs#row-9");
    expect(Object.fromEntries(sent[0].body)).toEqual({ id: "9", revision: "30" });
    const next = appRequest("/", { cookie: cookiesFrom(done.headers) });
    expect((await getToast(next)).toast).toMatchObject({
      type: "success",
      message: "The item is back in the list.",
    });
  });
});
