// The role and the session the provider gives a token now, not the ones the cookie was written
// with (docs/security.md, "Accounts"): a cookie that still says admin, of an account demoted or
// a session ended at the provider, gets neither admin data nor the menu on its next request.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { TOKEN_PARSE_ERROR } from "~/modules/provider/errors";
import { getUser } from "~/modules/session/session.server";
import { getToast } from "~/modules/toast/toast.server";
import { loader as rootLoader } from "~/root";
import { loader as layoutLoader } from "~/routes/dashboard/route";
import {
  action as settingsAction,
  loader as settingsLoader,
} from "~/routes/dashboard.settings/route";
import { accountOf, API, appRequest, caught, cookiesFrom, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { entityRoute } from "./entity-route";

const { loader: skillsLoader } = entityRoute("skills");

const provider = mockProvider();

/** The provider's answer to `GET user` from now on; counts the calls. */
function providerSays(answer: { role: string | null } | { status: number; errors: unknown }) {
  const calls = { user: 0, staff: 0 };
  provider.use(
    http.get(`${API}/user`, () => {
      calls.user += 1;
      if ("role" in answer) {
        const account = { ...accountOf(null), role: answer.role ? { name: answer.role } : null };
        return HttpResponse.json({ status: 200, user: account });
      }
      return HttpResponse.json(answer, { status: answer.status });
    }),
    // Staff reads the screens would make: none may happen for a refused session.
    http.all(`${API}/dashboard/*`, () => {
      calls.staff += 1;
      return HttpResponse.json({ status: 403, errors: "Forbidden." }, { status: 403 });
    }),
    http.get(`${API}/services`, () => {
      calls.staff += 1;
      return HttpResponse.json({ status: 200, data: [] });
    }),
  );
  return calls;
}

// Remix hands a `?_data=` request's loader its URL without `_data` (tests/e2e cover the real ones).
async function rootOf(cookie: string) {
  const response = await rootLoader(args(appRequest("/services", { cookie })));
  return { response, user: (await response.json()).user };
}

function sessionCookieSet(response: Response) {
  return response.headers.getSetCookie().find((c) => c.startsWith("__session="));
}

const roleStoredBy = (response: Response) =>
  getUser(appRequest("/", { cookie: cookiesFrom(response.headers) }));

describe("an admin demoted at the provider, whose cookie still says admin", () => {
  it("is a plain user in the layout on the next page, and the cookie follows", async () => {
    const calls = providerSays({ role: "user" });
    const cookie = await sessionCookie();
    const { response, user } = await rootOf(cookie);
    expect(user).toEqual({ name: "Mona", role: "user", isAdmin: false, isStaff: false });
    expect(calls.user).toBe(1);
    expect((await roleStoredBy(response))?.role).toBe("user");
  });

  it("gets no dashboard loader's data: every one sends them to /", async () => {
    const calls = providerSays({ role: "user" });
    const cookie = await sessionCookie();
    const requests = [
      [layoutLoader, "/dashboard/settings"],
      [settingsLoader, "/dashboard/settings"],
      [skillsLoader, "/dashboard/skills?page=2"],
    ] as const;
    for (const [loader, path] of requests) {
      const response = await caught(loader(args(appRequest(path, { cookie }))));
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/");
      expect(await response.text(), path).toBe("");
      // A redirect that sets a cookie: Remix reloads the root's data (the menu) in the browser.
      expect((await roleStoredBy(response))?.role, path).toBe("user");
    }
    const save = await caught(
      settingsAction(args(post("/dashboard/settings", { en_company_name: "Taken" }, cookie))),
    );
    expect(save.headers.get("Location")).toBe("/");
    expect(calls.staff).toBe(0);
    expect(calls.user).toBe(requests.length + 1);
  });

  it("made an editor: the content screens stay, the admins' ones answer 403", async () => {
    providerSays({ role: "editor" });
    const cookie = await sessionCookie();
    expect((await rootOf(cookie)).user).toMatchObject({ isAdmin: false, isStaff: true });
    // First the same address again with the role stored, so every loader's data follows it.
    const again = await caught(settingsLoader(args(appRequest("/dashboard/settings", { cookie }))));
    expect(again.headers.get("Location")).toBe("/dashboard/settings");
    expect((await roleStoredBy(again))?.role).toBe("editor");
    const editor = cookiesFrom(again.headers);
    const settings = await caught(
      settingsLoader(args(appRequest("/dashboard/settings", { cookie: editor }))),
    );
    expect(settings.status).toBe(403);
    expect(await settings.json()).not.toHaveProperty("settings");
  });

  it("an editor whose role was taken away leaves the dashboard", async () => {
    providerSays({ role: null });
    const cookie = await sessionCookie({ role: "editor" });
    expect((await rootOf(cookie)).user).toMatchObject({ role: null, isStaff: false });
    const layout = await caught(layoutLoader(args(appRequest("/dashboard", { cookie }))));
    expect(layout.headers.get("Location")).toBe("/");
  });
});

describe("a session ended at the provider (end all other sessions, a new password, logout)", () => {
  for (const [label, answer, message] of [
    ["revoked", { status: 401, errors: "Your session is no longer valid." }, /no longer valid/],
    ["unreadable", { status: 401, errors: [TOKEN_PARSE_ERROR] }, /[\u0600-\u06FF]/],
  ] as const) {
    it(`${label}: the next dashboard request goes to /auth/login, told why, cookie cleared`, async () => {
      const calls = providerSays(answer);
      const cookie = `${await sessionCookie()}; lng=ar`;
      const path = "/dashboard/settings";
      const response = await caught(settingsLoader(args(appRequest(path, { cookie }))));
      expect(response.headers.get("Location")).toBe(
        `/auth/login?redirectTo=${encodeURIComponent("/dashboard/settings")}`,
      );
      expect(sessionCookieSet(response)).toMatch(/Expires=Thu, 01 Jan 1970/);
      const next = appRequest("/auth/login", { cookie: cookiesFrom(response.headers) });
      expect((await getToast(next)).toast?.message).toMatch(message);
      expect(calls.staff).toBe(0);

      const root = await rootOf(cookie);
      expect(root.user).toBeNull();
      expect(sessionCookieSet(root.response)).toMatch(/Expires=Thu, 01 Jan 1970/);
    });
  }
});
