// The sign-in's second step as plain form posts (no JavaScript), in both languages, with msw as
// the provider: the password step leads to /auth/two-factor with the pending login in its own
// cookie; a wrong code stays there with a message; a right one starts the session; a lost or
// expired pending login goes back to the password.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { runInRequestContext } from "~/modules/http/request-context.server";
import { action as loginAction } from "~/routes/_site.auth.login";
import { action as codeAction, loader as codeLoader } from "~/routes/_site.auth.two-factor";
import { accountWith, API, appRequest, caught, cookiesFrom, mockProvider } from "../support";
import { args, post, TOKEN } from "./helpers";

const provider = mockProvider();
const EMAIL = "mona@example.com";
const LOGIN_ID = "pending-login-id-123";
const GOOD = "123456";

let counter = 0;
const inContext = <T>(run: () => Promise<T>) =>
  runInRequestContext(
    { requestId: `tfa-${++counter}`, nonce: "n", clientAddress: `203.0.113.${counter % 250}` },
    run,
  );

function providerWithFactor(verified: string[] = []) {
  provider.use(
    http.post(`${API}/login`, () =>
      HttpResponse.json({ status: 200, two_factor: true, login_id: LOGIN_ID, message: "code" }),
    ),
    http.post(`${API}/login/verify`, async ({ request }) => {
      const form = await request.formData();
      const lang = request.headers.get("lang");
      if (form.get("login_id") !== LOGIN_ID) {
        return HttpResponse.json({ status: 401, errors: "expired" }, { status: 401 });
      }
      if (form.get("code") !== GOOD) {
        const message = lang === "ar" ? "رمز خاطئ" : "wrong code";
        return HttpResponse.json({ status: 422, errors: { code: [message] } }, { status: 422 });
      }
      verified.push(String(form.get("code")));
      const user = accountWith({ email: EMAIL, role: { name: "user" } });
      return HttpResponse.json({ status: 200, token: TOKEN, user });
    }),
    http.post(`${API}/validate-user`, () => HttpResponse.json({ status: 200 })),
  );
}

async function passwordStep(language = "en") {
  const request = post("/auth/login", {
    email: EMAIL,
    password: "right-password",
    redirectTo: "/services",
  });
  request.headers.set("Cookie", `lng=${language}`);
  const response = await inContext(() => loginAction(args(request)));
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/auth/two-factor");
  expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  return `lng=${language}; ${cookiesFrom(response.headers)}`;
}

describe("the second step of a sign-in", () => {
  it("asks for the code after the password, and a right code signs in where the visitor was going", async () => {
    const verified: string[] = [];
    providerWithFactor(verified);
    const cookie = await passwordStep();
    expect(cookie).toContain("__login_step=");
    // The pending login's id is sealed in the cookie, never readable.
    expect(cookie).not.toContain(LOGIN_ID);

    const page = await codeLoader(args(appRequest("/auth/two-factor", { cookie })));
    expect(page.status).toBe(200);
    expect((await page.json()).title).toContain("Two-step sign-in");

    const response = await inContext(() =>
      codeAction(args(post("/auth/two-factor", { code: GOOD }, cookie))),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/services");
    const set = response.headers.getSetCookie();
    expect(set.some((c) => c.startsWith("__session="))).toBe(true);
    expect(set.find((c) => c.startsWith("__login_step="))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(verified).toEqual([GOOD]);
  });

  it("keeps a wrong code on the page with the message in the visitor's language", async () => {
    for (const [language, message] of [
      ["en", "This code is not valid, or it was already used."],
      ["ar", "هذا الرمز غير صالح أو سبق استخدامه."],
    ]) {
      providerWithFactor();
      const cookie = await passwordStep(language);
      const response = await inContext(() =>
        codeAction(args(post("/auth/two-factor", { code: "000000" }, cookie))),
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: message, code: "" });
      expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
    }
  });

  it("sends a visitor without a pending login, or with an expired one, back to the password", async () => {
    providerWithFactor();
    const none = await caught(
      codeLoader(args(appRequest("/auth/two-factor", { cookie: "lng=ar" }))),
    );
    expect(none.status).toBe(303);
    expect(none.headers.get("Location")).toBe("/auth/login");

    provider.use(
      http.post(`${API}/login/verify`, () =>
        HttpResponse.json({ status: 401, errors: "expired" }, { status: 401 }),
      ),
    );
    const cookie = await passwordStep();
    const late = await inContext(() =>
      codeAction(args(post("/auth/two-factor", { code: GOOD }, cookie))),
    );
    expect(late.status).toBe(303);
    expect(late.headers.get("Location")).toBe("/auth/login");
    expect(late.headers.getSetCookie().find((c) => c.startsWith("__login_step="))).toMatch(/1970/);
  });

  it("refuses an empty code without asking the provider", async () => {
    providerWithFactor();
    const cookie = await passwordStep("ar");
    const response = await inContext(() =>
      codeAction(args(post("/auth/two-factor", { code: " " }, cookie))),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "أدخل الرمز.", code: "" });
  });

  it("shows the account's lock on wrong codes as a 429 with Retry-After, the pending login kept", async () => {
    providerWithFactor();
    const locked = "رموز خاطئة كثيرة لهذا الحساب. تُرفض الرموز لمدة 15 دقيقة.";
    provider.use(
      http.post(`${API}/login/verify`, () =>
        HttpResponse.json(
          { status: 429, errors: locked },
          { status: 429, headers: { "Retry-After": "900" } },
        ),
      ),
    );
    const cookie = await passwordStep("ar");
    const response = await inContext(() =>
      codeAction(args(post("/auth/two-factor", { code: GOOD }, cookie))),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: locked, code: "" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
