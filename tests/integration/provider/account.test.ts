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

describe("rate limits", () => {
  let q: Provider;
  beforeAll(async () => {
    q = await startProvider({ limitScale: 1 });
  });
  afterAll(() => q.close());

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
