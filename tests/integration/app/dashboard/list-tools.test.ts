// The list tools of a dashboard screen against a stand-in provider: sort, direction, relation
// filter and search sent as the provider's parameters, a hand-edited sort dropped, links keeping
// them, and bulk actions as plain form posts (a delete goes through its confirm step, JS or not).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getToast } from "~/modules/toast/toast.server";
import { API, appRequest, caught, cookiesFrom, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered, answeredPage, dashboardAnswered } from "../../../support/records";
import { entityRoute } from "./entity-route";

const { action, loader } = entityRoute("services");

const provider = mockProvider();

const STAMP = "2024-01-01T00:00:00.000Z";
const service = (id: number, en: string) =>
  dashboardAnswered.service({
    id,
    ar_name: `ع ${en}`,
    en_name: en,
    ar_info: "<p>ع</p>",
    en_info: `<p>${en}</p>`,
    category_id: 2,
    category: { id: 2, ar_name: "تصميم", en_name: "Design" },
    image: [],
    images: [],
    created_at: STAMP,
    updated_at: STAMP,
  });
const design = dashboardAnswered.category({
  id: 2,
  ar_name: "تصميم",
  en_name: "Design",
  image: null,
  images: [],
  created_at: STAMP,
  updated_at: STAMP,
});

/** Answers the lists, and keeps what each call asked for. */
function stubLists(seen: URLSearchParams[]) {
  provider.use(
    http.post(`${API}/dashboard/services`, ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(answeredPage([service(3, "Branding"), service(5, "Logos")]));
    }),
    http.post(`${API}/dashboard/categories`, () => HttpResponse.json(answeredPage([design]))),
  );
}

async function load(path: string) {
  const result = (await loader(args(appRequest(path, { cookie: await sessionCookie() })))) as
    Response | Record<string, unknown>;
  return result instanceof Response ? await result.json() : result;
}

describe("list tools in the services screen", () => {
  it("sends sort, direction, relation filter and search, and keeps them in the list's links", async () => {
    const seen: URLSearchParams[] = [];
    stubLists(seen);
    const data = await load(
      "/dashboard/services?sort=en_name&dir=desc&category_id=2&status=draft&q=logo&page=2",
    );
    expect(Object.fromEntries(seen[0])).toMatchObject({
      sort: "en_name",
      dir: "desc",
      category_id: "2",
      status: "draft",
      q: "logo",
      page: "2",
    });
    expect(data.list).toEqual({
      sort: "en_name",
      dir: "desc",
      filters: { category_id: 2 },
      status: "draft",
    });
    expect(data.relationOptions).toEqual([{ value: "2", ar: "تصميم", en: "Design" }]);
    expect(new URLSearchParams(data.back).get("sort")).toBe("en_name");
    expect(new URLSearchParams(data.back).get("category_id")).toBe("2");
    expect(new URLSearchParams(data.back).get("status")).toBe("draft");
  });

  it("drops what the list cannot be sorted or filtered by, rather than failing", async () => {
    const seen: URLSearchParams[] = [];
    stubLists(seen);
    const data = await load(
      "/dashboard/services?sort=password&dir=sideways&category_id=x&status=new",
    );
    expect(seen[0].has("sort")).toBe(false);
    expect(seen[0].has("status")).toBe(false);
    expect(seen[0].has("category_id")).toBe(false);
    expect(data.list).toEqual({ sort: null, dir: "asc", filters: {}, status: "" });
  });
});

describe("bulk actions without JavaScript", () => {
  it("takes a bulk delete to its confirm step, then deletes the chosen rows", async () => {
    const seen: URLSearchParams[] = [];
    stubLists(seen);
    const cookie = await sessionCookie();
    const chosen = (await action(
      args(
        post(
          "/dashboard/services",
          { intent: "bulk", bulk_action: "delete", ids: "3,5", back: "?sort=en_name&dir=desc" },
          cookie,
        ),
      ),
    )) as Response;
    expect(chosen.status).toBe(303);
    const step = new URL(chosen.headers.get("Location") ?? "", "http://x");
    expect(step.pathname).toBe("/dashboard/services");
    expect(step.searchParams.get("bulk_delete")).toBe("3,5");
    expect(step.searchParams.get("sort")).toBe("en_name");

    const data = await load(`${step.pathname}${step.search}`);
    expect(data.bulkConfirm.ids).toEqual([3, 5]);
    expect(data.bulkConfirm.rows.map((r: { en_name: string }) => r.en_name)).toEqual([
      "Branding",
      "Logos",
    ]);

    let sent: URLSearchParams | null = null;
    provider.use(
      http.post(`${API}/dashboard/services/bulk`, async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ status: 200, message: "Deleted: 2." });
      }),
    );
    const done = (await action(
      args(
        post(
          "/dashboard/services",
          { intent: "bulk-delete", ids: "3,5", back: "?sort=en_name&dir=desc" },
          cookie,
        ),
      ),
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/dashboard/services?sort=en_name&dir=desc");
    expect(sent!.get("action")).toBe("delete");
    expect(sent!.getAll("ids").join(",")).toBe("3,5");
    expect(done.headers.get("Set-Cookie")).toBeTruthy();
  });

  it("publishes the chosen rows at once, back to the list with the provider's message", async () => {
    const cookie = await sessionCookie();
    const sent: URLSearchParams[] = [];
    provider.use(
      http.post(`${API}/dashboard/services/bulk`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push(body);
        return body.get("action") === "publish"
          ? HttpResponse.json({
              status: 200,
              message: "Published: 2.",
              data: answered.bulkOutcome({ done: 2, missing: 0, skipped: [] }),
            })
          : HttpResponse.json(
              {
                status: 422,
                message: "“Logos” was left as it was.",
                data: answered.bulkOutcome({
                  done: 0,
                  missing: 0,
                  skipped: [{ id: 5, message: "“Logos” was left as it was." }],
                }),
              },
              { status: 422 },
            );
      }),
    );
    const back = "?sort=en_name&status=draft";
    const done = (await action(
      args(
        post(
          "/dashboard/services",
          { intent: "bulk", bulk_action: "publish", ids: "3,5", back },
          cookie,
        ),
      ),
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/dashboard/services${back}`);
    expect(sent[0].get("action")).toBe("publish");
    expect(sent[0].getAll("ids").join(",")).toBe("3,5");
    const next = appRequest("/", { cookie: cookiesFrom(done.headers) });
    expect((await getToast(next)).toast).toMatchObject({
      type: "success",
      message: "Published: 2.",
    });

    const refused = (await action(
      args(
        post(
          "/dashboard/services",
          { intent: "bulk", bulk_action: "unpublish", ids: "5", back },
          cookie,
        ),
      ),
    )) as Response;
    expect(sent[1].get("action")).toBe("unpublish");
    const after = appRequest("/", { cookie: cookiesFrom(refused.headers) });
    expect((await getToast(after)).toast).toMatchObject({
      type: "error",
      message: "“Logos” was left as it was.",
    });
  });

  it("reads 'all' as every row of the page, and asks for a choice when none was made", async () => {
    const cookie = await sessionCookie();
    const all = (await action(
      args(
        post(
          "/dashboard/services",
          { intent: "bulk", bulk_action: "delete", all: "page", page_ids: "3,5,8" },
          cookie,
        ),
      ),
    )) as Response;
    expect(new URL(all.headers.get("Location")!, "http://x").searchParams.get("bulk_delete")).toBe(
      "3,5,8",
    );
    const none = (await action(
      args(post("/dashboard/services", { intent: "bulk", bulk_action: "delete" }, cookie)),
    )) as Response;
    expect(none.headers.get("Location")).toBe("/dashboard/services");
  });

  it("is for admins only", async () => {
    const cookie = await sessionCookie({ role: "user" });
    const posted = await caught(
      Promise.resolve(
        action(args(post("/dashboard/services", { intent: "bulk-delete", ids: "3" }, cookie))),
      ),
    );
    expect(posted.headers.get("Location")).toBe("/");
  });
});
