import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../../server/auth/token.js";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  TOKEN_SECRET,
  startProvider,
  type Provider,
} from "./harness.js";

const PARSE_ERROR = { status: 401, errors: ["The token could not be parsed from the request"] };

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
});
afterAll(() => p.close());

describe("POST /api/login", () => {
  it("answers a token and the user in the conventions' shape", async () => {
    const res = await p.post("login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      username: "admin",
      email: ADMIN_EMAIL,
      phone: null,
      country: null,
      city: null,
      type: "company",
      role: { name: "admin" },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      // Every record answer carries it, for the edit-conflict check (ADR 0022).
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    expect(JSON.stringify(res.body)).not.toContain("password");
  });

  it("accepts multipart forms and a differently cased email", async () => {
    const form = new FormData();
    form.append("email", ADMIN_EMAIL.toUpperCase());
    form.append("password", ADMIN_PASSWORD);
    const res = await p.post("login", { multipart: form });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong password and an unknown email with the same localized message", async () => {
    const wrong = await p.post("login", { form: { email: ADMIN_EMAIL, password: "nope-nope" } });
    const unknown = await p.post("login", {
      form: { email: "ghost@example.test", password: "nope-nope" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      status: 401,
      errors: "These credentials do not match our records.",
    });
    expect(unknown.body).toEqual(wrong.body);
    const ar = await p.post("login", {
      lang: "ar",
      form: { email: ADMIN_EMAIL, password: "nope-nope" },
    });
    expect(ar.body.errors).toBe("بيانات الدخول هذه لا تطابق سجلاتنا.");
  });

  it("answers 422 with a field map for missing fields, in the request's language", async () => {
    const en = await p.post("login", { form: { email: "not-an-email" } });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      email: ["The email must be a valid email address."],
      password: ["The password field is required."],
    });
    const ar = await p.post("login", { lang: "ar", form: {} });
    expect(ar.body.errors).toEqual({
      email: ["حقل البريد الإلكتروني مطلوب."],
      password: ["حقل كلمة المرور مطلوب."],
    });
  });

  it("needs the apikey", async () => {
    const none = await p.post("login", {
      apikey: null,
      form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ status: 401, errors: "Invalid or missing API key." });
    const wrong = await p.post("login", {
      apikey: "x",
      form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.token).toBeUndefined();
    const ar = await p.post("login", { apikey: "x", lang: "ar" });
    expect(ar.body.errors).toBe("مفتاح الواجهة البرمجية غير صالح أو مفقود.");
  });
});

describe("token checks (GET /api/user, POST /api/validate-user)", () => {
  it("accepts the token in the token header or as a Bearer value", async () => {
    const token = await p.login();
    const viaHeader = await p.get("user", { token });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.user).toMatchObject({ email: ADMIN_EMAIL, role: { name: "admin" } });
    const viaBearer = await p.post("validate-user", { bearer: token });
    expect(viaBearer.body).toEqual({ status: 200 });
  });

  it("answers 401 with a localized string when no token is sent", async () => {
    const res = await p.get("user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, errors: "You must be logged in to do this." });
    const ar = await p.post("validate-user", { lang: "ar" });
    expect(ar.body.errors).toBe("يجب تسجيل الدخول للقيام بذلك.");
  });

  it.each([
    ["garbage", "not-a-token"],
    ["two parts", "abc.def"],
    ["four parts", "a.b.c.d"],
    ["bad characters", "a$.b.c"],
    ["a forged signature", "SIGNATURE"],
    ["a payload that is not JSON", "PAYLOAD"],
  ])("answers the exact parse error for %s", async (_name, kind) => {
    let token = kind;
    if (kind === "SIGNATURE" || kind === "PAYLOAD") {
      const [h, pl] = (await p.login()).split(".");
      token =
        kind === "SIGNATURE"
          ? `${h}.${pl}.${"A".repeat(43)}`
          : `${h}.${Buffer.from("{oops").toString("base64url")}.x`;
    }
    for (const lang of ["en", "ar"] as const) {
      const res = await p.get("user", { token, lang });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(PARSE_ERROR);
    }
    const bearer = await p.post("validate-user", { bearer: token });
    expect(bearer.body).toEqual(PARSE_ERROR);
  });

  it("refuses a token signed with another secret", async () => {
    const { token } = issueToken("another-secret", 1);
    const res = await p.get("user", { token });
    expect(res.body).toEqual(PARSE_ERROR);
  });

  it("refuses an expired token with a localized message", async () => {
    const admin = await p.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const { token, claims } = issueToken(TOKEN_SECRET, admin.id, Date.now() - 216_001_000);
    await p.db
      .insertInto("auth_tokens")
      .values({
        jti: claims.jti,
        user_id: admin.id,
        expires_at: new Date(claims.exp * 1000).toISOString(),
      })
      .execute();
    const res = await p.get("user", { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      status: 401,
      errors: "Your session has expired. Please log in again.",
    });
    const ar = await p.get("user", { token, lang: "ar" });
    expect(ar.body.errors).toBe("انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.");
  });

  it("refuses a well-signed token that was never issued (unknown jti)", async () => {
    const { token } = issueToken(TOKEN_SECRET, 1);
    const res = await p.get("user", { token });
    expect(res.status).toBe(401);
    expect(res.body.errors).toBe("Your session is no longer valid. Please log in again.");
  });

  it("refuses the token of a deleted user", async () => {
    const u = await p.makeUser();
    await p.db.deleteFrom("users").where("email", "=", u.email).execute();
    const res = await p.post("validate-user", { token: u.token });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/logout", () => {
  it("revokes only the token it was called with", async () => {
    const first = await p.login();
    const second = await p.login();
    const res = await p.post("logout", { token: first });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const after = await p.get("user", { token: first });
    expect(after.status).toBe(401);
    expect(after.body.errors).toBe("Your session is no longer valid. Please log in again.");
    expect((await p.get("user", { token: second })).status).toBe(200);
  });

  it("needs a token", async () => {
    expect((await p.post("logout")).status).toBe(401);
    expect((await p.post("logout", { token: "x.y.z" })).body).toEqual(PARSE_ERROR);
  });
});
