// Spec §4/§8: a 401, the token-parse answer and a refused `GET user` end the session.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { requireAdmin, requireUser } from "~/modules/auth/guards.server";
import { throwIfSessionEnded } from "~/modules/auth/session-end.server";
import { getToast } from "~/modules/toast/toast.server";
import { providerFetch } from "~/modules/provider/client.server";
import { TOKEN_PARSE_ERROR } from "~/modules/provider/errors";
import { loader as dashboardLoader } from "~/routes/dashboard/route";
import { API, appRequest, caught, cookiesFrom, mockProvider } from "../support";
import { args, sessionCookie, TOKEN } from "./helpers";

const provider = mockProvider();

function expectSessionDestroyed(response: Response) {
  const cookies = response.headers.getSetCookie();
  expect(cookies.find((c) => c.startsWith("__session="))).toMatch(/Expires=Thu, 01 Jan 1970/);
}

async function toastOf(response: Response) {
  return (await getToast(appRequest("/auth/login", { cookie: cookiesFrom(response.headers) })))
    .toast;
}

describe("throwIfSessionEnded after any provider call", () => {
  it("a 401 destroys the session and leads to /auth/login with the provider's message", async () => {
    provider.use(
      http.post(`${API}/dashboard/faqs`, () =>
        HttpResponse.json({ status: 401, errors: "Your session has expired." }, { status: 401 }),
      ),
    );
    const request = appRequest("/dashboard/FAQs?page=2", { cookie: await sessionCookie() });
    const result = await providerFetch({
      request,
      language: "en",
      path: "dashboard/faqs",
      method: "POST",
      token: TOKEN,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const response = await caught(throwIfSessionEnded(request, result.error));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `/auth/login?redirectTo=${encodeURIComponent("/dashboard/FAQs?page=2")}`,
    );
    expectSessionDestroyed(response);
    expect(await toastOf(response)).toMatchObject({
      type: "error",
      message: "Your session has expired.",
    });
  });

  it("the token-parse answer does the same, with our translated message", async () => {
    provider.use(
      http.get(`${API}/user`, () =>
        HttpResponse.json({ status: 401, errors: [TOKEN_PARSE_ERROR] }, { status: 401 }),
      ),
    );
    const request = appRequest("/", { cookie: `${await sessionCookie()}; lng=ar` });
    const result = await providerFetch({ request, language: "ar", path: "user", token: TOKEN });
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.kind).toBe("token_invalid");
    const response = await caught(throwIfSessionEnded(request, result.error));
    expect(response.headers.get("Location")).toBe("/auth/login");
    expectSessionDestroyed(response);
    const toast = await toastOf(response);
    expect(toast?.message).toMatch(/[\u0600-\u06FF]/);
    expect(toast?.message).not.toContain(TOKEN_PARSE_ERROR);
  });

  it("other failures leave the session alone", async () => {
    provider.use(
      http.get(`${API}/user`, () => HttpResponse.json({ status: 500 }, { status: 500 })),
    );
    const request = appRequest("/", { cookie: await sessionCookie() });
    const result = await providerFetch({ request, language: "en", path: "user", token: TOKEN });
    if (result.ok) throw new Error("expected a failure");
    await expect(throwIfSessionEnded(request, result.error)).resolves.toBeUndefined();
  });
});

describe("requireUser asks the provider about the token on every request", () => {
  it("a refused token destroys the session and leads to /auth/login with the provider's message", async () => {
    let seen: string | null = null;
    provider.use(
      http.get(`${API}/user`, ({ request }) => {
        seen = request.headers.get("Authorization");
        return HttpResponse.json({ status: 401, errors: "Token revoked." }, { status: 401 });
      }),
    );
    const cookie = await sessionCookie();
    const response = await caught(requireUser(appRequest("/dashboard", { cookie }), "en"));
    expect(seen).toBe(`Bearer ${TOKEN}`);
    expect(response.headers.get("Location")).toBe("/auth/login?redirectTo=%2Fdashboard");
    expectSessionDestroyed(response);
    expect((await toastOf(response))?.message).toBe("Token revoked.");
  });

  it("a live token passes with no redirect, asked again on the next request", async () => {
    let asked = 0;
    provider.use(
      http.get(`${API}/user`, () => {
        asked += 1;
        return HttpResponse.json({ status: 200, user: { role: { name: "admin" } } });
      }),
    );
    const cookie = await sessionCookie();
    for (let i = 0; i < 2; i += 1) {
      expect(await requireUser(appRequest("/dashboard?x=1", { cookie }), "en")).toMatchObject({
        token: TOKEN,
        role: "admin",
      });
    }
    expect(asked).toBe(2);
  });

  it("a provider that is down does not log anyone out", async () => {
    provider.use(http.get(`${API}/user`, () => HttpResponse.error()));
    const cookie = await sessionCookie();
    expect(await requireUser(appRequest("/dashboard", { cookie }), "en")).toMatchObject({
      token: TOKEN,
    });
  });

  it("a session past the token's lifetime ends without asking the provider", async () => {
    const cookie = await sessionCookie({ expiresInMs: -1_000 });
    const response = await caught(requireUser(appRequest("/dashboard", { cookie }), "en"));
    expect(response.headers.get("Location")).toMatch(/^\/auth\/login/);
    expectSessionDestroyed(response);
  });
});

describe("the dashboard's role check", () => {
  it("sends a visitor to /auth/login with the way back, and a non-admin home", async () => {
    const visitor = await caught(requireAdmin(appRequest("/dashboard/posts"), "en"));
    expect(visitor.headers.get("Location")).toBe("/auth/login?redirectTo=%2Fdashboard%2Fposts");
    const client = await caught(
      requireAdmin(
        appRequest("/dashboard", { cookie: await sessionCookie({ role: "user" }) }),
        "en",
      ),
    );
    expect(client.headers.get("Location")).toBe("/");
    const noRole = await caught(
      requireAdmin(appRequest("/dashboard", { cookie: await sessionCookie({ role: null }) }), "en"),
    );
    expect(noRole.headers.get("Location")).toBe("/");
  });

  it("the dashboard loader called directly gives a visitor no data", async () => {
    const response = await caught(dashboardLoader(args(appRequest("/dashboard"))));
    expect(response.status).toBe(302);
    expect(await response.text()).toBe("");
  });
});
