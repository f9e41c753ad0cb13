// A cookie replayed after logout (or kept past a password reset) still decrypts; the provider has
// revoked its token. The layout must then show a visitor, as every protected route already does,
// and the /auth pages must let them in to log in again.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { commitSession, getSession, setSessionUser } from "~/modules/session/session.server";
import { loader as rootLoader } from "~/root";
import { loader as loginLoader } from "~/routes/_site.auth.login";
import { action as logoutAction } from "~/routes/auth.logout";
import { action as securityAction } from "~/routes/_site.account.security/route";
import { accountOf, API, appRequest, caught, mockProvider } from "../support";
import { args, post } from "./helpers";

const provider = mockProvider();

let tokens = 0;
/** A logged-in admin's cookie with a token of its own. */
async function adminCookie() {
  const token = `revocable-token-${++tokens}`;
  const request = appRequest("/");
  const session = await getSession(request);
  setSessionUser(session, { token, role: "admin", name: "Mona" });
  session.set("expiresAt", Date.now() + 3_600_000);
  return { token, cookie: (await commitSession(session, request)).split(";")[0] };
}

/** The provider's token table: logout revokes, `GET user` refuses a revoked token. */
function providerTokens() {
  const revoked = new Set<string>();
  const calls = { validate: 0 };
  provider.use(
    http.post(`${API}/logout`, ({ request }) => {
      revoked.add(request.headers.get("token") ?? "");
      return HttpResponse.json({ status: 200, message: "You have been logged out." });
    }),
    http.get(`${API}/user`, ({ request }) => {
      calls.validate++;
      if (!revoked.has(request.headers.get("token") ?? ""))
        return HttpResponse.json({ status: 200, user: accountOf(null) });
      return HttpResponse.json({ status: 401, errors: "Your session has ended." }, { status: 401 });
    }),
  );
  return { revoked, calls };
}

async function rootUser(cookie: string) {
  const response = await rootLoader(args(appRequest("/services?_data=root", { cookie })));
  return { response, user: (await response.json()).user };
}

describe("a revoked session", () => {
  it("shows no user on the next page after logout, and clears the cookie", async () => {
    const { calls } = providerTokens();
    const { cookie } = await adminCookie();
    expect((await rootUser(cookie)).user).toEqual({
      name: "Mona",
      role: "admin",
      isAdmin: true,
      isStaff: true,
    });
    // The loaders of one page share one check; the next page asks again.
    await Promise.all([rootUser(cookie), rootUser(cookie)]);
    expect(calls.validate).toBe(2);

    await logoutAction(args(post("/auth/logout", {}, cookie)));
    // The browser dropped the cookie; a replay of it right away:
    const { response, user } = await rootUser(cookie);
    expect(user).toBeNull();
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("shows no user when the token was revoked elsewhere, and lets the visitor log in", async () => {
    const { revoked } = providerTokens();
    const { token, cookie } = await adminCookie();
    revoked.add(token);
    expect((await rootUser(cookie)).user).toBeNull();
    const login = await loginLoader(args(appRequest("/auth/login", { cookie })));
    expect(login.status).toBe(200);
  });

  it("a live session still sends the /auth pages to /", async () => {
    providerTokens();
    const { cookie } = await adminCookie();
    const response = await caught(loginLoader(args(appRequest("/auth/login", { cookie }))));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("a provider that is down logs nobody out", async () => {
    provider.use(http.get(`${API}/user`, () => HttpResponse.error()));
    const { cookie } = await adminCookie();
    const { response, user } = await rootUser(cookie);
    expect(user).toMatchObject({ isAdmin: true });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });

  it("shows no user on the next page of a session ended from another (the security page)", async () => {
    const { revoked } = providerTokens();
    const here = await adminCookie();
    const away = await adminCookie();
    expect((await rootUser(away.cookie)).user).toMatchObject({ name: "Mona" });
    provider.use(
      http.post(`${API}/account/sessions/end-others`, () => {
        revoked.add(away.token);
        return HttpResponse.json({ status: 200, message: "Your other sessions have ended." });
      }),
    );
    const ended = await securityAction(
      args(post("/account/security", { intent: "end-other-sessions" }, here.cookie)),
    );
    expect(ended.status).toBe(303);
    // At once: no check of the other token is remembered.
    expect((await rootUser(away.cookie)).user).toBeNull();
  });
});
