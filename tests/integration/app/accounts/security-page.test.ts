// The account security page's loader and form posts (no JavaScript) with msw as the provider:
// the QR code drawn here as SVG, a wrong code's message in the visitor's language, recovery codes
// shown once and downloadable as a text file, a passkey removed, and no page without a session.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as codesLoader } from "~/routes/account.recovery-codes";
import { action, loader } from "~/routes/_site.account.security/route";
import { API, appRequest, caught, mockProvider } from "../support";
import { args, post, sessionCookie } from "./helpers";
import { answered } from "../../../support/records";

const provider = mockProvider();
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function pendingFactor() {
  provider.use(
    http.post(`${API}/validate-user`, () => HttpResponse.json({ status: 200 })),
    http.get(`${API}/account/totp`, () =>
      HttpResponse.json({
        status: 200,
        data: answered.totpState({
          enabled: false,
          enabled_at: null,
          pending: { secret: SECRET, uri: `otpauth://totp/Bayan:mona?secret=${SECRET}` },
          recovery_codes_left: 0,
        }),
      }),
    ),
    http.get(`${API}/account/passkeys`, () =>
      HttpResponse.json({
        status: 200,
        data: [
          answered.passkey({
            id: 4,
            name: "Laptop",
            created_at: "2026-01-01T00:00:00Z",
            last_used_at: null,
          }),
        ],
      }),
    ),
    http.post(`${API}/account/totp/confirm`, async ({ request }) => {
      const code = (await request.formData()).get("code");
      if (code !== "123456") {
        const message = request.headers.get("lang") === "ar" ? "رمز خاطئ" : "Wrong code";
        return HttpResponse.json({ status: 422, errors: { code: [message] } }, { status: 422 });
      }
      return HttpResponse.json({
        status: 200,
        data: answered.recoveryCodes({ recovery_codes: CODES }),
      });
    }),
    http.post(`${API}/account/passkeys/remove`, () =>
      HttpResponse.json({ status: 200, message: "The passkey was removed." }),
    ),
    http.get(`${API}/account/sessions`, () =>
      HttpResponse.json({
        status: 200,
        data: [
          answered.accountSession({
            id: "current-id",
            device: "Firefox on Windows",
            address: "203.0.113.9",
            created_at: "2026-01-02T10:00:00.000Z",
            last_seen_at: "2026-01-02T11:00:00.000Z",
            current: true,
          }),
        ],
      }),
    ),
  );
}

describe("the account security page", () => {
  it("shows the pending secret as text and as an SVG QR code, and the passkeys", async () => {
    pendingFactor();
    const cookie = await sessionCookie({ role: "user" });
    const response = await loader(args(appRequest("/account/security", { cookie })));
    const data = await response.json();
    const pending = data.twoFactor?.pending;
    expect(pending?.secret).toBe(SECRET);
    expect(pending?.qrSvg).toMatch(/^<svg [^>]*viewBox/);
    // Drawn here: nothing in it is fetched from anywhere.
    expect(pending?.qrSvg).not.toMatch(/href|src=|<image/);
    expect(data.passkeys).toEqual([expect.objectContaining({ id: 4, name: "Laptop" })]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("sends a visitor without a session to the login", async () => {
    const response = await caught(loader(args(appRequest("/account/security"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\/login/);
  });

  it("answers a wrong code in the visitor's language and shows new recovery codes once", async () => {
    pendingFactor();
    const cookie = await sessionCookie({ role: "user" });
    const wrong = await action(
      args(
        post("/account/security", { intent: "totp-confirm", code: "000000" }, `${cookie}; lng=ar`),
      ),
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ intent: "totp-confirm", error: "رمز خاطئ" });

    const empty = await action(
      args(post("/account/security", { intent: "totp-confirm", code: "" }, cookie)),
    );
    expect(await empty.json()).toEqual({ intent: "totp-confirm", error: "Enter the code." });

    const ok = await action(
      args(post("/account/security", { intent: "totp-confirm", code: "123456" }, cookie)),
    );
    expect(await ok.json()).toEqual({ intent: "totp-confirm", recoveryCodes: CODES });
  });

  it("removes a passkey with a plain post and a toast", async () => {
    pendingFactor();
    const cookie = await sessionCookie({ role: "user" });
    const response = await action(
      args(post("/account/security", { intent: "passkey-remove", id: "4" }, cookie)),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account/security");
  });

  it("downloads the codes just made as a text file, and only while the provider has them", async () => {
    provider.use(
      http.get(`${API}/account/recovery-codes`, () =>
        HttpResponse.json({
          status: 200,
          data: answered.recoveryCodesRevealed({
            recovery_codes: CODES,
            until: "2026-01-02T10:10:00.000Z",
          }),
        }),
      ),
    );
    const cookie = await sessionCookie({ role: "user" });
    const file = await codesLoader(args(appRequest("/account/recovery-codes", { cookie })));
    expect(file.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toBe(
      'attachment; filename="recovery-codes.txt"',
    );
    const text = await file.text();
    for (const code of CODES) expect(text).toContain(code);

    provider.use(
      http.get(`${API}/account/recovery-codes`, () =>
        HttpResponse.json({ status: 404, errors: "gone" }, { status: 404 }),
      ),
    );
    const gone = await codesLoader(args(appRequest("/account/recovery-codes", { cookie })));
    expect(gone.status).toBe(303);
    expect(gone.headers.get("Location")).toBe("/account/security");
  });
});
