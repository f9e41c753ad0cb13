// The dashboard's team and pages screens against a stand-in provider: lists, saves to the
// contract's paths with the provider's field names, errors by their fields in the visitor's
// language, the pages as a fixed set (no add), admins only, and the site's caches dropped.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { cachedProviderGet, clearProviderCache } from "~/modules/provider/cache.server";
import { API, appRequest, caught, mockProvider, stubAppEnv } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answeredPage, dashboardAnswered } from "../../../support/records";
import type { PageKey } from "~core/contract/lists";
import { entityRoute } from "./entity-route";

const { action: pagesAction, loader: pagesLoader } = entityRoute("pages");
const { action: teamAction, loader: teamLoader } = entityRoute("team");

const provider = mockProvider();

const member = dashboardAnswered.teamMember({
  id: 3,
  ar_name: "ليلى",
  en_name: "Layla",
  ar_role: "المديرة",
  en_role: "Director",
  sort: 0,
  image: null,
  images: [],
  created_at: "2024-01-01T00:00:00.000Z",
  updated_at: "2024-01-01T00:00:00.000Z",
});
const page = (id: number, key: PageKey, en: string) =>
  dashboardAnswered.sitePage({
    id,
    key,
    ar_title: `ع ${en}`,
    en_title: en,
    ar_body: "<p>نص</p>",
    en_body: "<p>Text</p>",
    updated_at: "2024-02-01T00:00:00.000Z",
    created_at: "2024-01-01T00:00:00.000Z",
  });
const PAGES = [
  page(1, "about-us", "About us"),
  page(2, "privacy", "Privacy policy"),
  page(3, "terms", "Terms of service"),
  page(4, "conditions", "User conditions"),
];

async function loaderData(loader: typeof teamLoader, path: string) {
  const response = (await loader(args(appRequest(path, { cookie: await sessionCookie() })))) as
    Response | Record<string, unknown>;
  return response instanceof Response ? await response.json() : response;
}

describe("/dashboard/team", () => {
  it("lists the provider's members in its order", async () => {
    provider.use(
      http.post(`${API}/dashboard/team`, () =>
        HttpResponse.json(
          answeredPage([
            member,
            dashboardAnswered.teamMember({ ...member, id: 4, en_name: "Omar", sort: 1 }),
          ]),
        ),
      ),
    );
    const data = await loaderData(teamLoader, "/dashboard/team?edit=4");
    expect(data.items.map((row: { en_name: string }) => row.en_name)).toEqual(["Layla", "Omar"]);
    expect(data.modal).toMatchObject({ mode: "edit", item: { id: 4 } });
  });

  it("saves to dashboard/team/save with the contract's fields, and drops the cached team", async () => {
    stubAppEnv({ PROVIDER_CACHE_TTL_MS: "60000" });
    clearProviderCache();
    let reads = 0;
    let sent: FormData | null = null;
    provider.use(
      http.get(`${API}/team`, () => {
        reads += 1;
        return HttpResponse.json(answeredPage([member]));
      }),
      http.post(`${API}/dashboard/team/save`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ status: 200, message: "Saved successfully.", data: member });
      }),
      http.post(`${API}/dashboard/team`, () => HttpResponse.json(answeredPage([member]))),
    );
    const read = () =>
      cachedProviderGet({ request: appRequest("/"), path: "team", language: "en" });
    await read();
    await read();
    expect(reads).toBe(1);
    const fields = { ar_name: "ليلى", en_name: "Layla", ar_role: "المديرة", en_role: "Director" };
    const response = (await teamAction(
      args(
        post("/dashboard/team", { intent: "publish", ...fields, sort: "2" }, await sessionCookie()),
      ),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard/team#row-3");
    // Publish: both languages are complete, so both are published; no publish time.
    expect(Object.fromEntries(sent!.entries())).toEqual({
      ...fields,
      sort: "2",
      ar_status: "published",
      en_status: "published",
      publish_at: "",
    });
    await read();
    expect(reads).toBe(2);
  });

  it("refuses a place past the last by its field, in the visitor's language, before the provider", async () => {
    let called = false;
    provider.use(
      http.post(`${API}/dashboard/team/save`, () => {
        called = true;
        return HttpResponse.json({ status: 200, data: {} });
      }),
    );
    const fields = { intent: "save", ar_name: "ل", en_name: "L", ar_role: "د", en_role: "R" };
    for (const [lang, message] of [
      ["en", "Use a number no greater than 1000000."],
      ["ar", "أدخل عددًا لا يزيد على 1000000."],
    ]) {
      const request = post(
        `/dashboard/team?lng=${lang}`,
        { ...fields, sort: "5000000" },
        await sessionCookie(),
      );
      const response = (await teamAction(args(request))) as Response;
      expect(response.status).toBe(400);
      expect((await response.json()).result.error.sort).toEqual([message]);
    }
    expect(called).toBe(false);
    // A required field of a language to be published, left empty, never reaches the provider.
    const published = { ar_status: "published", en_status: "published" };
    const empty = (await teamAction(
      args(
        post("/dashboard/team", { ...fields, ...published, en_role: "" }, await sessionCookie()),
      ),
    )) as Response;
    expect((await empty.json()).result.error.en_role).toEqual(["This field is required."]);
  });

  it("deletes through dashboard/team/delete", async () => {
    let deleted: string | null = null;
    provider.use(
      http.post(`${API}/dashboard/team/delete`, async ({ request }) => {
        deleted = (await request.formData()).get("id") as string;
        return HttpResponse.json({ status: 200, message: "deleted operation done successfully" });
      }),
    );
    const response = (await teamAction(
      args(post("/dashboard/team", { intent: "delete", id: "3" }, await sessionCookie())),
    )) as Response;
    expect(response.status).toBe(303);
    expect(deleted).toBe("3");
  });

  it("is for admins only", async () => {
    const cookie = await sessionCookie({ role: "user" });
    const response = await caught(
      Promise.resolve(teamLoader(args(appRequest("/dashboard/team", { cookie })))),
    );
    expect(response.headers.get("Location")).toBe("/");
    const posted = await caught(
      Promise.resolve(teamAction(args(post("/dashboard/team", { intent: "save" }, cookie)))),
    );
    expect(posted.headers.get("Location")).toBe("/");
  });
});

describe("/dashboard/pages", () => {
  it("lists the four pages and opens one for editing, never a new one", async () => {
    provider.use(
      http.post(`${API}/dashboard/pages`, () => HttpResponse.json({ status: 200, data: PAGES })),
    );
    const data = await loaderData(pagesLoader, "/dashboard/pages?edit=2");
    expect(data.items.map((row: { key: string }) => row.key)).toEqual([
      "about-us",
      "privacy",
      "terms",
      "conditions",
    ]);
    expect(data.total).toBe(4);
    expect(data.modal).toMatchObject({ mode: "edit", item: { key: "privacy" } });
    expect((await loaderData(pagesLoader, "/dashboard/pages?new=1")).modal).toBeNull();
    const created = await caught(
      Promise.resolve(
        pagesAction(args(post("/dashboard/pages", { intent: "save" }, await sessionCookie()))),
      ),
    );
    expect(created.status).toBe(400);
  });

  it("saves a page by its key and drops the cached page", async () => {
    stubAppEnv({ PROVIDER_CACHE_TTL_MS: "60000" });
    clearProviderCache();
    let reads = 0;
    let sent: FormData | null = null;
    provider.use(
      http.get(`${API}/pages/privacy`, () => {
        reads += 1;
        return HttpResponse.json({ status: 200, data: PAGES[1] });
      }),
      http.post(`${API}/dashboard/pages/save`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ status: 200, message: "Saved successfully.", data: PAGES[1] });
      }),
    );
    const read = () =>
      cachedProviderGet({ request: appRequest("/"), path: "pages/privacy", language: "en" });
    await read();
    await read();
    expect(reads).toBe(1);
    const fields = {
      key: "privacy",
      ar_title: "الخصوصية",
      en_title: "Privacy",
      ar_body: "<p>نص</p>",
      en_body: "<p>New text</p>",
    };
    const response = (await pagesAction(
      args(post("/dashboard/pages", { intent: "save", id: "2", ...fields }, await sessionCookie())),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard/pages#row-2");
    expect(Object.fromEntries(sent!.entries())).toEqual({ id: "2", ...fields });
    await read();
    expect(reads).toBe(2);
  });

  it("keeps what was typed and shows the provider's message by its field", async () => {
    const message = "The Arabic text may not be greater than 100000 characters.";
    provider.use(
      http.post(`${API}/dashboard/pages/save`, () =>
        HttpResponse.json({ status: 422, errors: { ar_body: [message] } }, { status: 422 }),
      ),
    );
    const fields = {
      intent: "save",
      id: "2",
      key: "privacy",
      ar_title: "الخصوصية",
      en_title: "Privacy",
      ar_body: "<p>نص</p>",
      en_body: "<p>Kept</p>",
    };
    const response = (await pagesAction(
      args(post("/dashboard/pages", fields, await sessionCookie())),
    )) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.ar_body).toEqual([message]);
    expect(result.initialValue.en_body).toBe("<p>Kept</p>");
  });
});
