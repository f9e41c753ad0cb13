// The dashboard hands provider refusals to the central end-of-session handler: a 401 or the
// token-parse answer ends the session (to /auth/login), a 403 sends the user to / (spec §6, §8).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { TOKEN_PARSE_ERROR } from "~/modules/provider/errors";
import { API, appRequest, caught, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { entityRoute } from "./entity-route";

const { action, loader } = entityRoute("skills");

const provider = mockProvider();

function answer(path: string, status: number, errors: unknown) {
  let calls = 0;
  provider.use(
    http.post(`${API}/${path}`, () => {
      calls += 1;
      return HttpResponse.json({ status, errors }, { status });
    }),
  );
  return () => calls;
}

function expectSessionDestroyed(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
  expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
}

describe("dashboard loaders", () => {
  it("a 403 from the provider leads to / without ending the session", async () => {
    const calls = answer("dashboard/skills", 403, "Forbidden.");
    const request = appRequest("/dashboard/skills", { cookie: await sessionCookie() });
    const response = await caught(loader(args(request)));
    expect(calls()).toBe(1);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("the token-parse answer ends the session and asks to come back", async () => {
    answer("dashboard/skills", 401, [TOKEN_PARSE_ERROR]);
    const request = appRequest("/dashboard/skills?page=2", { cookie: await sessionCookie() });
    const response = await caught(loader(args(request)));
    expect(response.headers.get("Location")).toBe(
      `/auth/login?redirectTo=${encodeURIComponent("/dashboard/skills?page=2")}`,
    );
    expectSessionDestroyed(response);
  });

  it("other failures are the dashboard's error page, not a redirect", async () => {
    answer("dashboard/skills", 500, "Boom.");
    const request = appRequest("/dashboard/skills", { cookie: await sessionCookie() });
    const response = await caught(loader(args(request)));
    expect(response.headers.get("Location")).toBeNull();
    expect(response.status).toBeGreaterThanOrEqual(500);
  });
});

describe("dashboard actions", () => {
  it("a delete refused with 403 leads to /", async () => {
    const calls = answer("dashboard/skills/delete", 403, "Forbidden.");
    const request = post("/dashboard/skills", { intent: "delete", id: "4" }, await sessionCookie());
    const response = await caught(action(args(request)));
    expect(calls()).toBe(1);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("a save answered with 401 ends the session", async () => {
    answer("dashboard/skills/save", 401, "Your session has expired.");
    const request = post(
      "/dashboard/skills",
      { intent: "save", ar_name: "مهارة", en_name: "Skill" },
      await sessionCookie(),
    );
    const response = await caught(action(args(request)));
    expect(response.headers.get("Location")).toMatch(/^\/auth\/login\?redirectTo=/);
    expectSessionDestroyed(response);
  });
});
