import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

const valid = {
  username: "layla_k",
  email: "layla@example.test",
  password: "strong-pass-1",
  password_confirmation: "strong-pass-1",
  country: "Jordan",
  city: "Amman",
  phone: "+962 79 123 4567",
  type: "company",
};

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
});
afterAll(() => p.close());

async function resetCode(email: string, provider = p): Promise<string> {
  const raw = (await provider.mails()).filter((m) => m.includes(`To: ${email}`)).pop() ?? "";
  const { text } = await simpleParser(raw);
  const code = /code is:\s+(\d{6})/.exec(text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe("POST /api/register", () => {
  it("creates a user who can then log in", async () => {
    const res = await p.post("register", { form: valid });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      message: "Your account has been created. You can now log in.",
    });
    const token = await p.login(valid.email, valid.password);
    const me = await p.get("user", { token });
    expect(me.body.user).toMatchObject({
      username: "layla_k",
      email: "layla@example.test",
      type: "company",
      city: "Amman",
      role: { name: "user" },
    });
  });

  it("answers a field map in English and in Arabic", async () => {
    const bad = {
      ...valid,
      email: "nope",
      password_confirmation: "other",
      type: "alien",
      phone: "abc",
    };
    const en = await p.post("register", { form: bad });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      email: ["The email must be a valid email address."],
      password: ["The password confirmation does not match."],
      type: ["The selected type is invalid."],
      phone: ["The phone must be a valid phone number."],
    });
    const ar = await p.post("register", { lang: "ar", form: { ...bad, username: "" } });
    expect(ar.body.errors).toMatchObject({
      username: ["حقل اسم المستخدم مطلوب."],
      email: ["يجب أن يكون البريد الإلكتروني بريدًا إلكترونيًا صحيحًا."],
      type: ["قيمة النوع المختارة غير صالحة."],
    });
  });

  it("refuses a taken email or username and writes nothing", async () => {
    const before = await p.db.selectFrom("users").select("id").execute();
    const res = await p.post("register", {
      form: { ...valid, email: "LAYLA@example.test", username: "layla_k" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ["The email has already been taken."],
      username: ["The username has already been taken."],
    });
    expect(await p.db.selectFrom("users").select("id").execute()).toHaveLength(before.length);
  });

  it("cannot make an admin", async () => {
    await p.post("register", {
      form: { ...valid, email: "x@example.test", username: "sneaky", role: "admin" },
    });
    const row = await p.db
      .selectFrom("users")
      .select("role")
      .where("username", "=", "sneaky")
      .executeTakeFirst();
    expect(row?.role).toBe("user");
  });
});

describe("password forgot and reset", () => {
  const email = "reset-me@example.test";
  beforeAll(async () => {
    await p.post("register", { form: { ...valid, email, username: "reset_me" } });
  });

  it("answers the same for known and unknown addresses, and mails only the known one", async () => {
    const before = (await p.mails()).length;
    const known = await p.post("password/forgot", { form: { email } });
    const unknown = await p.post("password/forgot", { form: { email: "nobody@example.test" } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mails = (await p.mails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${email}`);
    expect(await resetCode(email)).toMatch(/^\d{6}$/);
    const stored = await p.db.selectFrom("password_resets").select("code_hash").execute();
    expect(stored.every((r) => !/^\d{6}$/.test(r.code_hash))).toBe(true);
  });

  it("resets with the mailed code once, and revokes earlier tokens", async () => {
    const oldToken = await p.login(email, valid.password);
    await p.post("password/forgot", { form: { email } });
    const code = await resetCode(email);
    const wrong = await p.post("password/reset", {
      form: {
        email,
        code: code === "000000" ? "111111" : "000000",
        password: "new-pass-123",
        password_confirmation: "new-pass-123",
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ["The code is invalid or has expired."] });
    const ok = await p.post("password/reset", {
      form: { email, code, password: "new-pass-123", password_confirmation: "new-pass-123" },
    });
    expect(ok.status).toBe(200);
    expect((await p.get("user", { token: oldToken })).status).toBe(401);
    expect(await p.login(email, "new-pass-123")).toBeTruthy();
    const again = await p.post("password/reset", {
      lang: "ar",
      form: { email, code, password: "other-pass-1", password_confirmation: "other-pass-1" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ["الرمز غير صالح أو انتهت صلاحيته."] });
  });

  it("refuses an expired code", async () => {
    await p.post("password/forgot", { form: { email } });
    const code = await resetCode(email);
    await p.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await p.post("password/reset", {
      form: { email, code, password: "new-pass-456", password_confirmation: "new-pass-456" },
    });
    expect(res.status).toBe(422);
  });

  it("kills a code after five wrong guesses", async () => {
    await p.post("password/forgot", { form: { email } });
    const code = await resetCode(email);
    const wrongCode = code === "123456" ? "654321" : "123456";
    const form = { email, password: "new-pass-789", password_confirmation: "new-pass-789" };
    for (let i = 0; i < 5; i++)
      await p.post("password/reset", { form: { ...form, code: wrongCode } });
    expect((await p.post("password/reset", { form: { ...form, code } })).status).toBe(422);
  });
});

describe("rate limits", () => {
  let q: Provider;
  beforeAll(async () => {
    q = await startProvider({ limitScale: 1 });
  });
  afterAll(() => q.close());

  it("limits forgot per email at one address with 429, Retry-After and a localized message", async () => {
    const form = { email: "someone@example.test" };
    for (let i = 0; i < 3; i++)
      expect((await q.post("password/forgot", { form })).status).toBe(200);
    const res = await q.post("password/forgot", { form, lang: "ar" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.body.status).toBe(429);
    expect(res.body.errors).toMatch(/^محاولات كثيرة جدًا/);
  });

  it("strangers cannot stop the owner's reset: the owner's address still gets a new code", async () => {
    const owner = await q.makeUser();
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    const forgot = (ip: string) =>
      q.post("password/forgot", { ...from(ip), form: { email: owner.email } });
    // Three strangers ask for the owner's code as often as they may, then burn it with guesses.
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      for (let i = 0; i < 3; i++) expect((await forgot(ip)).status).toBe(200);
      expect((await forgot(ip)).status).toBe(429);
    }
    const strangersCode = await resetCode(owner.email, q);
    const guess = strangersCode === "000000" ? "111111" : "000000";
    const password = { password: "owners-new-1", password_confirmation: "owners-new-1" };
    for (let i = 0; i < 5; i++) {
      await q.post("password/reset", {
        ...from("198.51.100.4"),
        form: { email: owner.email, code: guess, ...password },
      });
    }
    const burnt = await q.post("password/reset", {
      form: { email: owner.email, code: strangersCode, ...password },
    });
    expect(burnt.status).toBe(422);
    // The owner, from an address of their own, asks again and resets with the new code.
    expect((await forgot("203.0.113.77")).status).toBe(200);
    const code = await resetCode(owner.email, q);
    const reset = await q.post("password/reset", {
      ...from("203.0.113.77"),
      form: { email: owner.email, code, ...password },
    });
    expect(reset.status).toBe(200);
    expect(await q.login(owner.email, "owners-new-1")).toBeTruthy();
  });

  it("counts failed logins per visitor address from a trusted proxy's X-Forwarded-For", async () => {
    const attempt = (ip: string, email: string) =>
      q.post("login", {
        headers: { "x-forwarded-for": ip },
        form: { email, password: "wrong-password" },
      });
    for (let i = 0; i < 20; i++)
      expect((await attempt("203.0.113.7", `a${i}@example.test`)).status).toBe(401);
    expect((await attempt("203.0.113.7", "b@example.test")).status).toBe(429);
    const blocked = await attempt("203.0.113.7", "fresh@example.test");
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors).toMatch(/^Too many attempts/);
    // Another visitor behind the same proxy is not blocked.
    expect((await attempt("198.51.100.9", "fresh@example.test")).status).toBe(401);
  });

  it("slows wrong passwords spread over addresses down, but never locks the owner out", async () => {
    const user = await q.makeUser();
    for (let i = 0; i < 6; i++) {
      const res = await q.post("login", {
        headers: { "x-forwarded-for": `192.0.2.${i + 1}` },
        form: { email: user.email, password: "wrong-password" },
      });
      expect(res.status).toBe(401);
    }
    const res = await q.post("login", {
      headers: { "x-forwarded-for": "192.0.2.200" },
      form: { email: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
  });

  it("limits contact_us per address", async () => {
    const form = {
      name: "Sara",
      email: "sara@example.test",
      contact_reason: "Quote",
      info: "Hello there, a question.",
    };
    for (let i = 0; i < 20; i++) {
      expect(
        (await q.post("contact_us", { headers: { "x-forwarded-for": "203.0.113.50" }, form }))
          .status,
      ).toBe(200);
    }
    const res = await q.post("contact_us", {
      headers: { "x-forwarded-for": "203.0.113.50" },
      form,
    });
    expect(res.status).toBe(429);
    expect(await q.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(20);
  });
});
