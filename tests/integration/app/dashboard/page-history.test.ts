// The fixed pages' history on their screen, against a stand-in provider (docs/publishing.md,
// "History and undo delete"): the edit modal lists the revisions and compares one with now, a
// restore posts to the pages' own path; never deleted, they have no "Recently deleted".
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getToast } from "~/modules/toast/toast.server";
import { API, appRequest, cookiesFrom, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered, dashboardAnswered } from "../../../support/records";
import { entityRoute } from "./entity-route";

const { action, loader } = entityRoute("pages");

const provider = mockProvider();

const page = answered.sitePage({
  id: 2,
  key: "privacy",
  ar_title: "الخصوصية",
  en_title: "Privacy policy",
  ar_body: "<p>نص</p>",
  en_body: "<h2>Who we are</h2><p>Now</p>",
  updated_at: "2026-02-01T00:00:00.000Z",
  created_at: "2026-01-01T00:00:00.000Z",
});
const revision = answered.revision({
  id: 21,
  created_at: "2026-01-15T00:00:00.000Z",
  action: "update",
  admin: { id: 1, name: "Mona" },
  changes: [{ field: "en_title", before: "Privacy", after: "Privacy policy" }],
});

function stubProvider(sent: string[]) {
  const keep = (request: Request) => {
    sent.push(new URL(request.url).pathname);
  };
  provider.use(
    http.post(`${API}/dashboard/pages`, () => HttpResponse.json({ status: 200, data: [page] })),
    http.post(`${API}/dashboard/pages/:call`, ({ request, params }) => {
      keep(request);
      if (params.call === "revisions") return HttpResponse.json({ status: 200, data: [revision] });
      if (params.call === "revision") {
        const then = { en_title: "Privacy", en_body: "<h2>Who we are</h2><p>Then</p>" };
        const row = dashboardAnswered.sitePage({ ...page, ...then });
        const record = { row, children: null, images: [] };
        return HttpResponse.json({
          status: 200,
          data: answered.revisionSnapshot({ ...revision, record }),
        });
      }
      if (params.call === "restore")
        return HttpResponse.json({ status: 200, message: "Restored.", data: page });
      return HttpResponse.json({ status: 404, errors: "Not found." }, { status: 404 });
    }),
  );
}

async function load(path: string) {
  const result = (await loader(args(appRequest(path, { cookie: await sessionCookie() })))) as
    Response | Record<string, unknown>;
  return (result instanceof Response ? await result.json() : result) as Record<string, never>;
}

describe("the fixed pages' history", () => {
  it("lists the revisions in the edit modal and compares one with now", async () => {
    const sent: string[] = [];
    stubProvider(sent);
    const data = await load("/dashboard/pages?edit=2&revision=21");
    const history = (data.modal as { history: Record<string, unknown> }).history;
    expect(history.revisions).toEqual([revision]);
    expect(history.compare).toMatchObject({
      id: 21,
      rows: [
        { field: "en_title", then: "Privacy", now: "Privacy policy" },
        { field: "en_body", then: "Who we are Then", now: "Who we are Now" },
      ],
    });
    // No trash to ask for: a page is never deleted.
    expect(data.deleted).toEqual([]);
    expect(data.undoable).toBe(false);
    expect(sent).toEqual(["/api/dashboard/pages/revisions", "/api/dashboard/pages/revision"]);
  });

  it("restores a revision and goes back to the edit modal with a toast", async () => {
    const sent: string[] = [];
    stubProvider(sent);
    const done = (await action(
      args(
        post(
          "/dashboard/pages",
          { intent: "restore", id: "2", revision: "21" },
          await sessionCookie(),
        ),
      ),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/dashboard/pages?edit=2");
    expect(sent).toEqual(["/api/dashboard/pages/restore"]);
    const next = appRequest("/", { cookie: cookiesFrom(done.headers) });
    expect((await getToast(next)).toast).toMatchObject({
      type: "success",
      message: "Restored. The item is back as it was in that version.",
    });
  });
});
