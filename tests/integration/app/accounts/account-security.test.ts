// The account security page's loader and action as Remix runs them: signed-out visitors go to
// the login, the sessions come from the provider, and the forms (JS off: plain posts) end
// sessions and change the password, with messages in both languages.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/_site.account.security/route";
import { API, appRequest, caught, mockProvider } from "../support";
import { args, post, sessionCookie, tokenOf } from "./helpers";
import { answered } from "../../../support/records";

const provider = mockProvider();

const SESSIONS = [
  answered.accountSession({
    id: "current-id",
    device: "Firefox on Windows",
    address: "203.0.113.9",
    created_at: "2026-11-25T10:00:00.000Z",
    last_seen_at: "2026-11-25T11:00:00.000Z",
    current: true,
  }),
  answered.accountSession({
    id: "phone-id",
    device: "Chrome on Android",
    address: "198.51.100.4",
    created_at: "2026-11-24T08:00:00.000Z",
    last_seen_at: "2026-11-24T09:00:00.000Z",
    current: false,
  }),
];

async function cookie(lang: "ar" | "en" = "en") {
  return `${await sessionCookie({ role: "user" })}; lng=${lang}`;
}

/** The page's other sections: no second factor, no passkeys. */
const NO_FACTOR = answered.totpState({
  enabled: false,
  enabled_at: null,
  pending: null,
  recovery_codes_left: 0,
});

/** Remembers what the provider was sent about sessions and the password. */
function providerCalls() {
  const sent: { path: string; token: string | null; body: Record<string, string> }[] = [];
  const record = async (path: string, request: Request) => {
    const body = Object.fromEntries(new URLSearchParams(await request.text()));
    sent.push({ path, token: request.headers.get("token"), body });
  };
  provider.use(
    http.get(`${API}/account/totp`, () => HttpResponse.json({ status: 200, data: NO_FACTOR })),
    http.get(`${API}/account/passkeys`, () => HttpResponse.json({ status: 200, data: [] })),
    http.get(`${API}/account/sessions`, async ({ request }) => {
      await record("sessions", request);
      return HttpResponse.json({ status: 200, data: SESSIONS });
    }),
    http.post(`${API}/account/sessions/end`, async ({ request }) => {
      await record("end", request);
      const lang = request.headers.get("lang");
      return HttpResponse.json({
        status: 200,
        message: lang === "ar" ? "تم إنهاء الجلسة." : "The session has been ended.",
      });
    }),
    http.post(`${API}/account/sessions/end-others`, async ({ request }) => {
      await record("end-others", request);
      return HttpResponse.json({
        status: 200,
        message: "All your other sessions have been ended.",
      });
    }),
    http.post(`${API}/account/password`, async ({ request }) => {
      await record("password", request);
      if (sent.at(-1)?.body.current_password !== "my-old-password-1")
        return HttpResponse.json(
          {
            status: 422,
            message: "invalid",
            errors: { current_password: ["The current password is not correct."] },
          },
          { status: 422 },
        );
      return HttpResponse.json({
        status: 200,
        message: "Your password has been changed. Your other sessions have been signed out.",
      });
    }),
  );
  return sent;
}

describe("/account/security loader", () => {
  it("sends a signed-out visitor to the login, to come back here", async () => {
    const response = await caught(loader(args(appRequest("/account/security"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth/login?redirectTo=%2Faccount%2Fsecurity");
  });

  it("lists the sessions with the user's token, titled in both languages, never cached", async () => {
    const sent = providerCalls();
    for (const [lang, title] of [
      ["en", "Account security"],
      ["ar", "أمان الحساب"],
    ] as const) {
      const response = await loader(
        args(appRequest("/account/security", { cookie: await cookie(lang) })),
      );
      const data = await response.json();
      expect(data.title).toContain(title);
      expect(data.sessions).toEqual({ items: SESSIONS, error: null });
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(sent.every((call) => call.token === tokenOf("user"))).toBe(true);
  });
});

describe("/account/security action (form posts, as without JavaScript)", () => {
  it("ends one session by its id and comes back with a toast", async () => {
    const sent = providerCalls();
    const response = await action(
      args(
        post(
          "/account/security",
          { intent: "end-session", session: "phone-id" },
          await cookie("ar"),
        ),
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account/security");
    expect(sent).toEqual([{ path: "end", token: tokenOf("user"), body: { id: "phone-id" } }]);
    expect(response.headers.get("Set-Cookie")).toContain("toast");
  });

  it("ends all the other sessions", async () => {
    const sent = providerCalls();
    const response = await action(
      args(post("/account/security", { intent: "end-other-sessions" }, await cookie())),
    );
    expect(response.headers.get("Location")).toBe("/account/security");
    expect(sent.map((call) => call.path)).toEqual(["end-others"]);
  });

  it('refuses "password123" next to the field in the visitor\'s language, before the provider', async () => {
    const sent = providerCalls();
    for (const [lang, message] of [
      ["en", "This password is one of the most common"],
      ["ar", "كلمة المرور هذه من أكثر كلمات المرور شيوعًا"],
    ] as const) {
      const response = (await action(
        args(
          post(
            "/account/security",
            {
              intent: "change-password",
              current_password: "my-old-password-1",
              password: "password123",
              password_confirmation: "password123",
            },
            await cookie(lang),
          ),
        ),
      )) as Response;
      expect(response.status).toBe(400);
      const { password } = await response.json();
      expect(password.error.password[0]).toContain(message);
      // Nothing typed is sent back: the passwords are never in a reply.
      expect(JSON.stringify(password)).not.toContain("my-old-password-1");
    }
    expect(sent).toEqual([]);
  });

  it("shows the provider's refusal of the current password under that field", async () => {
    providerCalls();
    const response = (await action(
      args(
        post(
          "/account/security",
          {
            intent: "change-password",
            current_password: "not-it",
            password: "violet-harbour-kettle-9",
            password_confirmation: "violet-harbour-kettle-9",
          },
          await cookie(),
        ),
      ),
    )) as Response;
    expect(response.status).toBe(422);
    const { password } = await response.json();
    expect(password.error).toEqual({ current_password: ["The current password is not correct."] });
  });

  it.each([
    { lang: "en" as const, message: "The new password must be different from the current one." },
    { lang: "ar" as const, message: "يجب أن تختلف كلمة المرور الجديدة عن الحالية." },
  ])("refuses the current password as the new one by its field ($lang)", async (c) => {
    const sent = providerCalls();
    const same = "violet-harbour-kettle-9";
    const response = (await action(
      args(
        post(
          "/account/security",
          {
            intent: "change-password",
            current_password: same,
            password: same,
            password_confirmation: same,
          },
          await cookie(c.lang),
        ),
      ),
    )) as Response;
    expect(response.status).toBe(400);
    const { password } = await response.json();
    expect(password.error.password).toEqual([c.message]);
    expect(sent).toEqual([]);
  });

  it("changes the password and comes back with the provider's message", async () => {
    const sent = providerCalls();
    const response = await action(
      args(
        post(
          "/account/security",
          {
            intent: "change-password",
            current_password: "my-old-password-1",
            password: "violet-harbour-kettle-9",
            password_confirmation: "violet-harbour-kettle-9",
          },
          await cookie(),
        ),
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account/security");
    expect(sent.at(-1)?.body).toMatchObject({ password: "violet-harbour-kettle-9" });
  });

  // A cross-site post never reaches the action: the HTTP layer refuses it first (http-layer test).
  it("refuses an unknown intent", async () => {
    providerCalls();
    const unknown = await caught(
      action(args(post("/account/security", { intent: "nope" }, await cookie()))),
    );
    expect(unknown.status).toBe(400);
  });
});
