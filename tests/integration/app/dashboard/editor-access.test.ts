// The editor in the app (core/auth/permissions.ts): content screens open, the screens of
// admins answer the dashboard's 403 before any provider call, and the menu lists only what the
// role may open. A plain user has no dashboard at all.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { areaOfScreen, may } from "~core/auth/permissions";
import { dashboardMenu } from "~core/dashboard/menu";
import { action as usersAction, loader as usersLoader } from "~/routes/dashboard.users/route";
import { loader as settingsLoader } from "~/routes/dashboard.settings/route";
import { loader as auditLoader } from "~/routes/dashboard.audit";
import { action as inboxAction, loader as inboxLoader } from "~/routes/dashboard.notifications";
import en from "../../../../public/locales/en/dashboard.json";
import { API, appRequest, caught, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered, answeredPage } from "../../../support/records";
import { entityRoute } from "./entity-route";

const { loader: servicesLoader } = entityRoute("services");

const provider = mockProvider();

const editor = async (lang: "ar" | "en" = "en") =>
  `${await sessionCookie({ role: "editor" })}; lng=${lang}`;

describe("an editor in the dashboard", () => {
  it("opens the services screen", async () => {
    provider.use(
      http.post(`${API}/dashboard/services`, () => HttpResponse.json(answeredPage([]))),
      http.post(`${API}/dashboard/categories`, () => HttpResponse.json(answeredPage([]))),
    );
    const response = await servicesLoader(
      args(appRequest("/dashboard/services", { cookie: await editor() })),
    );
    expect(response.status).toBe(200);
  });

  it("gets the dashboard's 403, in both languages, from users, settings and the audit log", async () => {
    // No provider handler: a call would fail the test (onUnhandledRequest: "error").
    for (const [lang, message] of [
      ["en", "You do not have permission to do this."],
      ["ar", "ليست لديك صلاحية للقيام بذلك."],
    ] as const) {
      const cookie = await editor(lang);
      for (const [loader, path] of [
        [usersLoader, "/dashboard/users"],
        [settingsLoader, "/dashboard/settings"],
        [auditLoader, "/dashboard/audit"],
      ] as const) {
        const response = await caught(loader(args(appRequest(path, { cookie }))));
        expect(response.status).toBe(403);
        expect((await response.json()).message).toBe(message);
      }
    }
    const save = await caught(
      usersAction(args(post("/dashboard/users", { username: "x", role: "admin" }, await editor()))),
    );
    expect(save.status).toBe(403);
  });

  it("works in the inbox without the delete; an admin has it", async () => {
    provider.use(
      http.post(`${API}/dashboard/inbox/staff`, () =>
        HttpResponse.json({
          status: 200,
          data: [answered.staffMember({ id: 2, username: "nadia" })],
        }),
      ),
      http.post(`${API}/dashboard/contact_messages`, () => HttpResponse.json(answeredPage([]))),
    );
    const read = async (cookie: string) =>
      (await inboxLoader(args(appRequest("/dashboard/notifications", { cookie })))).json();
    const editorPage = await read(await editor());
    expect(editorPage.canDelete).toBe(false);
    expect(editorPage.staff).toEqual([{ id: 2, username: "nadia" }]);
    expect((await read(await sessionCookie({ role: "admin" }))).canDelete).toBe(true);
  });

  it("may not delete from the inbox: refused before any provider call", async () => {
    const response = await caught(
      inboxAction(
        args(
          post(
            "/dashboard/notifications",
            { intent: "delete", id: "1", tab: "messages" },
            await editor(),
          ),
        ),
      ),
    );
    expect(response.status).toBe(403);
  });

  it.each([
    ["reply", { message: "Hello" }],
    ["note", { note: "Called back." }],
    ["assign", { assignee_id: "2" }],
    ["status", { status: "archived" }],
  ])("may %s in the inbox", async (intent, fields) => {
    const called: string[] = [];
    provider.use(
      http.post(`${API}/dashboard/contact_messages/:action`, ({ params }) => {
        called.push(String(params.action));
        return HttpResponse.json({ status: 200, message: "ok", data: { id: 1 } });
      }),
    );
    const form = { intent, id: "1", tab: "messages", ...fields };
    const response = await inboxAction(
      args(post("/dashboard/notifications", form, await editor())),
    );
    expect(response.status).toBe(303);
    expect(called).toEqual([intent]);
  });

  it("sees only the screens it may open in the menu", () => {
    const visible = dashboardMenu()
      .filter((entry) => may("editor", entry.area))
      .map((entry) => entry.path);
    expect(visible).toEqual([
      "",
      "/categories",
      "/services",
      "/projects",
      "/posts",
      "/FAQs",
      "/team",
      "/pages",
      "/tags",
      "/notifications",
    ]);
    expect(dashboardMenu().every((entry) => may("admin", entry.area))).toBe(true);
    // Each entry's area is the one its screen's loader checks.
    for (const entry of dashboardMenu()) expect(entry.area).toBe(areaOfScreen(entry.path));
    for (const entry of dashboardMenu()) expect(en.admin_navbar.names).toHaveProperty(entry.key);
  });
});

describe("a plain user", () => {
  it("is sent to / from any dashboard screen", async () => {
    const cookie = await sessionCookie({ role: "user" });
    const response = await caught(
      servicesLoader(args(appRequest("/dashboard/services", { cookie }))),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
