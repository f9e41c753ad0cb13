// The login limits with msw standing in for the provider and the request context giving each
// call its client address, as the app's server does.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { slowDownMs } from "~/modules/auth/login-limit.server";
import { runInRequestContext } from "~/modules/http/request-context.server";
import { action as loginAction, headers as loginHeaders } from "~/routes/_site.auth.login";
import { accountWith, API, mockProvider } from "../support";
import { args, post, TOKEN } from "./helpers";

const provider = mockProvider();
const ADMIN = "admin@example.com";
const RIGHT = "right-password";

type Reply = { error?: Record<string, string[] | null> | null };

let counter = 0;
const freshEmail = () => `visitor${++counter}@example.com`;

function loginAnswers() {
  provider.use(
    http.post(`${API}/login`, async ({ request }) => {
      const form = await request.formData();
      if (form.get("password") !== RIGHT) {
        return HttpResponse.json({ status: 401, errors: "Wrong credentials." }, { status: 401 });
      }
      const user = accountWith({ username: "admin", email: String(form.get("email")) });
      return HttpResponse.json({ status: 200, token: TOKEN, user });
    }),
    http.post(`${API}/validate-user`, () => HttpResponse.json({ status: 200 })),
  );
}

/** A login post from `address` (null: the server does not know it), with `cookie` if given. */
function logInFrom(address: string | null, email: string, password: string, cookie?: string) {
  const request = post("/auth/login", { email, password, redirectTo: "/dashboard" });
  if (cookie) request.headers.set("Cookie", cookie);
  const context = { requestId: `login-${++counter}`, nonce: "n", clientAddress: address };
  return runInRequestContext(context, () => loginAction(args(request)));
}

describe("login limits", () => {
  it("25 failures from one address and 8 from another leave the admin a login from a third", async () => {
    loginAnswers();
    const fromA: number[] = [];
    for (let i = 0; i < 25; i++) {
      const email = i % 2 === 0 ? ADMIN : freshEmail();
      fromA.push((await logInFrom("127.0.0.2", email, `guess-${i}`)).status);
    }
    expect(fromA.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(fromA.at(-1)).toBe(429);
    const fromB: number[] = [];
    for (let i = 0; i < 8; i++)
      fromB.push((await logInFrom("127.0.0.3", ADMIN, `wrong-${i}`)).status);
    expect(fromB).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const started = Date.now();
    const response = await logInFrom("127.0.0.4", ADMIN, RIGHT);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);
  });

  it("never lets one address's failures limit another address", async () => {
    loginAnswers();
    for (let i = 0; i < 20; i++) {
      expect((await logInFrom("198.51.100.1", freshEmail(), "wrong")).status).toBe(401);
    }
    expect((await logInFrom("198.51.100.1", freshEmail(), RIGHT)).status).toBe(429);
    expect((await logInFrom("198.51.100.2", freshEmail(), "wrong")).status).toBe(401);
    expect((await logInFrom("198.51.100.2", freshEmail(), RIGHT)).status).toBe(303);
  });

  it("answers 429 with Retry-After and the message in the visitor's language", async () => {
    loginAnswers();
    const email = freshEmail();
    for (let i = 0; i < 5; i++) await logInFrom("198.51.100.3", email, "wrong");
    const response = await logInFrom("198.51.100.3", email, RIGHT, "lng=ar");
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const reply = (await response.json()) as Reply;
    expect(reply.error?.[""]?.[0]).toMatch(/[\u0600-\u06FF]/);
    // Without JavaScript the answer is the page: its headers must carry the Retry-After too.
    const documentHeaders = new Headers(
      loginHeaders({
        parentHeaders: new Headers({ "Set-Cookie": "lng=ar", "X-Parent": "1" }),
        actionHeaders: response.headers,
        loaderHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(documentHeaders.get("Retry-After")).toBe(String(retryAfter));
    expect(documentHeaders.get("X-Parent")).toBe("1");
    expect(documentHeaders.has("Set-Cookie")).toBe(false);
  });

  it("a success clears the account's failures from that address", async () => {
    loginAnswers();
    const email = freshEmail();
    for (let i = 0; i < 4; i++) await logInFrom("198.51.100.4", email, "wrong");
    expect((await logInFrom("198.51.100.4", email, RIGHT)).status).toBe(303);
    for (let i = 0; i < 4; i++) await logInFrom("198.51.100.4", email, "wrong");
    expect((await logInFrom("198.51.100.4", email, RIGHT)).status).toBe(303);
  });

  it("has no shared bucket when the client address is unknown", async () => {
    loginAnswers();
    for (let i = 0; i < 25; i++) {
      expect((await logInFrom(null, freshEmail(), "wrong")).status).toBe(401);
    }
    expect((await logInFrom(null, freshEmail(), RIGHT)).status).toBe(303);
  });
});

describe("the account slow-down", () => {
  it("starts after a few failures, grows, and stays under about 3 s", () => {
    expect(slowDownMs(0)).toBe(0);
    expect(slowDownMs(4)).toBe(0);
    expect(slowDownMs(6)).toBeGreaterThan(slowDownMs(5));
    expect(slowDownMs(1_000)).toBeLessThanOrEqual(3_000);
  });

  it("overlaps the provider's own slow-down instead of adding to it", async () => {
    // The bundled provider slows a guessed-at account down as well; here it takes 0.6 s to answer
    // the attempt that is timed (the failures before it need not wait for it).
    const PROVIDER_MS = 600;
    let providerPace = 0;
    provider.use(
      http.post(`${API}/login`, async ({ request }) => {
        const form = await request.formData();
        await new Promise((done) => setTimeout(done, providerPace));
        if (form.get("password") !== RIGHT) {
          return HttpResponse.json({ status: 401, errors: "Wrong credentials." }, { status: 401 });
        }
        const email = String(form.get("email"));
        const user = accountWith({ id: 7, username: "owner", email, role: { name: "user" } });
        return HttpResponse.json({ status: 200, token: TOKEN, user });
      }),
      http.post(`${API}/validate-user`, () => HttpResponse.json({ status: 200 })),
    );
    const email = freshEmail();
    // Eight failures from two addresses: the account's own pace is now 1.2 s.
    for (let i = 0; i < 8; i++) await logInFrom(`198.51.100.${20 + (i % 2)}`, email, "wrong");
    const pace = slowDownMs(8);
    expect(pace).toBeGreaterThan(PROVIDER_MS);

    providerPace = PROVIDER_MS;
    const started = Date.now();
    const response = await logInFrom("198.51.100.22", email, RIGHT);
    const took = Date.now() - started;
    expect(response.status).toBe(303);
    expect(took).toBeGreaterThanOrEqual(pace - 20);
    expect(took).toBeLessThan(pace + PROVIDER_MS / 2);
  }, 30_000);
});
