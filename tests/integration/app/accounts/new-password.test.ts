// The new-password step: the mailed link fills the form in, and tries from one address are
// limited with a translated 429 that keeps what was typed (ADR 0021).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { runInRequestContext } from "~/modules/http/request-context.server";
import { action, headers as pageHeaders, loader } from "~/routes/_site.auth.new_password/route";
import { API, appRequest, mockProvider } from "../support";
import { args, post } from "./helpers";

const provider = mockProvider();

type Reply = {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

const typed = {
  email: "owner@example.com",
  code: "abcd-efgh-jkmn",
  password: "new-secret-1",
  password_confirmation: "new-secret-1",
};

let counter = 0;
function tryFrom(address: string, cookie?: string) {
  const request = post("/auth/new_password", typed, cookie);
  const context = { requestId: `reset-${++counter}`, nonce: "n", clientAddress: address };
  return runInRequestContext(context, () => action(args(request)));
}

describe("the new-password page", () => {
  it("opens from the mailed link with the email and the code filled in, kept by no cache", async () => {
    const query = new URLSearchParams({ email: typed.email, code: typed.code });
    const response = await loader(args(appRequest(`/auth/new_password?${query}`)));
    expect(await response.json()).toMatchObject({ email: typed.email, code: typed.code });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("refuses an address's eleventh try with a translated 429, Retry-After and the values kept", async () => {
    let reached = 0;
    provider.use(
      http.post(`${API}/password/reset`, () => {
        reached++;
        return HttpResponse.json(
          { status: 422, errors: { code: ["The code is invalid or has expired."] } },
          { status: 422 },
        );
      }),
    );
    for (let i = 0; i < 10; i++) expect((await tryFrom("198.51.100.61")).status).toBe(422);
    const refused = await tryFrom("198.51.100.61", "lng=ar");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    const reply = (await refused.json()) as Reply;
    expect(reply.error?.[""]?.[0]).toMatch(/^محاولات كثيرة من اتصالك/);
    expect(reply.initialValue).toMatchObject({ email: typed.email, code: typed.code });
    expect(reply.initialValue).not.toHaveProperty("password");
    expect(reached).toBe(10);
    // The document without JavaScript keeps the wait.
    const documentHeaders = new Headers(
      pageHeaders({
        parentHeaders: new Headers(),
        loaderHeaders: new Headers(),
        actionHeaders: refused.headers,
        errorHeaders: undefined,
      }),
    );
    expect(documentHeaders.get("Retry-After")).toBe(String(retryAfter));
    // Another address is not held back.
    expect((await tryFrom("198.51.100.62")).status).toBe(422);
  });
});
