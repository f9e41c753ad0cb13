// Seeing the recovery codes again on the security page asks for a code or the password, as a
// plain form post (ADR 0021), with msw as the provider.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/_site.account.security/route";
import { API, mockProvider } from "../support";
import { args, post, sessionCookie } from "./helpers";
import { answered } from "../../../support/records";

const provider = mockProvider();
const CODES = Array.from({ length: 9 }, (_, i) => `abcd${i}-efgh${i}`);
const PASSWORD = "the-right-password";

function showingProvider(sent: Record<string, string>[]) {
  provider.use(
    http.post(`${API}/validate-user`, () => HttpResponse.json({ status: 200 })),
    http.post(`${API}/account/recovery-codes/show`, async ({ request }) => {
      const form = Object.fromEntries(await request.formData()) as Record<string, string>;
      sent.push(form);
      if (form.current_password === PASSWORD) {
        return HttpResponse.json({
          status: 200,
          data: answered.recoveryCodes({ recovery_codes: CODES }),
        });
      }
      const message = request.headers.get("lang") === "ar" ? "كلمة المرور خاطئة" : "Wrong";
      return HttpResponse.json(
        { status: 422, errors: { current_password: [message] } },
        { status: 422 },
      );
    }),
  );
}

const show = async (fields: Record<string, string>, language = "en") => {
  const cookie = `${await sessionCookie({ role: "user" })}; lng=${language}`;
  return action(args(post("/account/security", { intent: "recovery-show", ...fields }, cookie)));
};

describe("showing the recovery codes again", () => {
  it("asks for a code or the password before asking the provider", async () => {
    const sent: Record<string, string>[] = [];
    showingProvider(sent);
    const response = await show({ code: "", current_password: "" }, "ar");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      intent: "recovery-show",
      error: "أدخل رمزًا أو كلمة المرور.",
    });
    expect(sent).toEqual([]);
  });

  it("shows a wrong password's message, and the codes after the right one", async () => {
    const sent: Record<string, string>[] = [];
    showingProvider(sent);
    const wrong = await show({ code: "", current_password: "guess" }, "ar");
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ intent: "recovery-show", error: "كلمة المرور خاطئة" });
    const right = await show({ code: "", current_password: PASSWORD });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ intent: "recovery-show", recoveryCodes: CODES });
    expect(sent.at(-1)).toMatchObject({ current_password: PASSWORD });
  });
});
