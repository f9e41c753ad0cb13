// Login and logout, against msw standing in for the provider. A cross-site post never reaches
// these actions: the HTTP layer refuses it (http-layer.test.ts).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { runInRequestContext } from "~/modules/http/request-context.server";
import { getUser } from "~/modules/session/session.server";
import { action as loginAction, loader as loginLoader } from "~/routes/_site.auth.login";
import { action as logoutAction, loader as logoutLoader } from "~/routes/auth.logout";
import { accountWith, API, appRequest, caught, cookiesFrom, mockProvider } from "../support";
import { args, post, sessionCookie, TOKEN } from "./helpers";

const provider = mockProvider();

type Reply = {
  status?: string;
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

let emailCounter = 0;
const freshEmail = () => `person${++emailCounter}-${Date.now()}@example.com`;

function loginAnswers(options: { validate?: number } = {}) {
  const seen: { validateToken: string | null } = { validateToken: null };
  provider.use(
    http.post(`${API}/login`, async ({ request }) => {
      const form = await request.formData();
      if (form.get("password") !== "right-password") {
        return HttpResponse.json(
          { status: 401, errors: "These credentials do not match our records." },
          { status: 401 },
        );
      }
      return HttpResponse.json({
        status: 200,
        token: TOKEN,
        user: accountWith({ email: String(form.get("email")) }),
      });
    }),
    http.post(`${API}/validate-user`, ({ request }) => {
      seen.validateToken = request.headers.get("token");
      const status = options.validate ?? 200;
      return HttpResponse.json({ status }, { status });
    }),
  );
  return seen;
}

describe("login", () => {
  it("stores the session for the token's lifetime and goes to the safe redirectTo", async () => {
    const seen = loginAnswers();
    const email = freshEmail();
    const response = await loginAction(
      args(post("/auth/login", { email, password: "right-password", redirectTo: "/dashboard" })),
    );
    expect(seen.validateToken).toBe(TOKEN);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const session = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
    expect(session).toMatch(/Max-Age=216000/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    const user = await getUser(appRequest("/", { cookie: cookiesFrom(response.headers) }));
    expect(user).toEqual({ token: TOKEN, role: "admin", name: "mona" });
  });

  it("never redirects off site", async () => {
    loginAnswers();
    const offSite = [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/..//evil.example/landing",
      "/%2e%2e%2f%2fevil.example",
    ];
    for (const redirectTo of offSite) {
      const response = await loginAction(
        args(post("/auth/login", { email: freshEmail(), password: "right-password", redirectTo })),
      );
      expect(response.headers.get("Location"), redirectTo).toBe("/");
    }
  });

  it("a wrong password gives the provider's text, keeps the email, drops the password", async () => {
    loginAnswers();
    const email = freshEmail();
    const response = await loginAction(args(post("/auth/login", { email, password: "wrong" })));
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
    const reply = (await response.json()) as Reply;
    expect(reply.error?.[""]).toEqual(["These credentials do not match our records."]);
    expect(reply.initialValue?.email).toBe(email);
    expect(reply.initialValue).not.toHaveProperty("password");
  });

  it("is rate limited per email and address after repeated failures, translated", async () => {
    loginAnswers();
    const email = freshEmail();
    const context = { requestId: "t", nonce: "n", clientAddress: "192.0.2.10" };
    for (let i = 0; i < 5; i++) {
      await runInRequestContext(context, () =>
        loginAction(args(post("/auth/login", { email, password: "wrong" }))),
      );
    }
    // The provider is not asked any more: even the right password waits.
    const request = post("/auth/login", { email, password: "right-password" });
    request.headers.set("Cookie", "lng=ar");
    const response = await runInRequestContext(context, () => loginAction(args(request)));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const reply = (await response.json()) as Reply;
    expect(reply.error?.[""]?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it("a token the provider will not validate logs nobody in", async () => {
    loginAnswers({ validate: 401 });
    const response = await loginAction(
      args(post("/auth/login", { email: freshEmail(), password: "right-password" })),
    );
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });

  it("sends a logged-in visitor home instead of showing the page", async () => {
    const response = await caught(
      loginLoader(args(appRequest("/auth/login", { cookie: await sessionCookie() }))),
    );
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("logout", () => {
  it("revokes the token at the provider and destroys the session", async () => {
    let revoked: string | null = null;
    provider.use(
      http.post(`${API}/logout`, ({ request }) => {
        revoked = request.headers.get("token");
        return HttpResponse.json({ status: 200, message: "You have been logged out." });
      }),
    );
    const response = await logoutAction(args(post("/auth/logout", {}, await sessionCookie())));
    expect(revoked).toBe(TOKEN);
    expect(response.headers.get("Location")).toBe("/auth/login");
    const session = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
    expect(session).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("still logs out when the provider already refuses the token", async () => {
    provider.use(
      http.post(`${API}/logout`, () =>
        HttpResponse.json({ status: 401, errors: "no" }, { status: 401 }),
      ),
    );
    const response = await logoutAction(args(post("/auth/logout", {}, await sessionCookie())));
    expect(response.headers.getSetCookie().find((c) => c.startsWith("__session="))).toMatch(/1970/);
  });

  it("a GET only goes home", async () => {
    const response = logoutLoader();
    expect(response.headers.get("Location")).toBe("/");
  });
});
