// Forgotten password and reset by the mailed code (spec §7 "Auth", ADR 0003; the long code that
// wrong guesses never retire, the link and the per-address limit: ADR 0021).
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

const CODE = /\b([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})\b/;
const NEW_PASSWORD = { password: "owners-new-1", password_confirmation: "owners-new-1" };

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
});
afterAll(() => p.close());

async function resetMail(email: string, provider = p) {
  const raw = (await provider.mails()).filter((m) => m.includes(`To: ${email}`)).pop() ?? "";
  const mail = await simpleParser(raw);
  const code = CODE.exec(mail.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return { code, text: mail.text ?? "", html: String(mail.html) };
}
const resetCode = async (email: string, provider = p) => (await resetMail(email, provider)).code;
const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

describe("password forgot and reset", () => {
  it("answers the same for known and unknown addresses, and mails only the known one", async () => {
    const { email } = await p.makeUser();
    const before = (await p.mails()).length;
    const known = await p.post("password/forgot", { form: { email } });
    const unknown = await p.post("password/forgot", { form: { email: "nobody@example.test" } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mails = (await p.mails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${email}`);
    const code = await resetCode(email);
    const stored = await p.db.selectFrom("password_resets").select("code_hash").execute();
    expect(stored.every((r) => !r.code_hash.includes(code.replace(/-/g, "")))).toBe(true);
  });

  it("resets with the mailed code once, and revokes earlier tokens", async () => {
    const user = await p.makeUser();
    const oldToken = await p.login(user.email, user.password);
    await p.post("password/forgot", { form: { email: user.email } });
    const code = await resetCode(user.email);
    const wrong = await p.post("password/reset", {
      form: { email: user.email, code: "abcd-efgh-jkmn", ...NEW_PASSWORD },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ["The code is invalid or has expired."] });
    // Typed in capitals and without its dashes, it is the same code.
    const typed = code.toUpperCase().replace(/-/g, " ");
    const ok = await p.post("password/reset", {
      form: { email: user.email, code: typed, ...NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect((await p.get("user", { token: oldToken })).status).toBe(401);
    expect(await p.login(user.email, NEW_PASSWORD.password)).toBeTruthy();
    const again = await p.post("password/reset", {
      lang: "ar",
      form: {
        email: user.email,
        code,
        password: "other-pass-1",
        password_confirmation: "other-pass-1",
      },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ["الرمز غير صالح أو انتهت صلاحيته."] });
  });

  it("keeps the five newest codes of an account good, and spends them all at once", async () => {
    const user = await p.makeUser();
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      await p.post("password/forgot", { form: { email: user.email } });
      codes.push(await resetCode(user.email));
    }
    const tryCode = (code: string) =>
      p.post("password/reset", { form: { email: user.email, code, ...NEW_PASSWORD } });
    expect((await tryCode(codes[0]!)).status).toBe(422);
    expect((await tryCode(codes[1]!)).status).toBe(200);
    expect((await tryCode(codes[5]!)).status).toBe(422);
  });

  it("refuses an expired code", async () => {
    const user = await p.makeUser();
    await p.post("password/forgot", { form: { email: user.email } });
    const code = await resetCode(user.email);
    await p.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await p.post("password/reset", {
      form: { email: user.email, code, ...NEW_PASSWORD },
    });
    expect(res.status).toBe(422);
  });
});

describe("strangers cannot stop an owner's reset", () => {
  let q: Provider;
  beforeAll(async () => {
    q = await startProvider({ limitScale: 1 });
  });
  afterAll(() => q.close());

  it("wrong codes from any addresses, and codes asked by others, leave the owner's code good", async () => {
    const owner = await q.makeUser();
    await q.post("password/forgot", { ...from("203.0.113.77"), form: { email: owner.email } });
    const code = await resetCode(owner.email, q);
    // Others ask for new codes for the owner's email: the owner's code is not retired.
    for (const ip of ["198.51.100.1", "198.51.100.2"])
      expect(
        (await q.post("password/forgot", { ...from(ip), form: { email: owner.email } })).status,
      ).toBe(200);
    // Then guess as much as their addresses' limits allow: six-digit codes, codes of the form.
    for (let n = 1; n <= 6; n++) {
      for (let i = 0; i < 10; i++) {
        const guess = i % 2 ? String(100000 + n * 10 + i) : `abcd-efgh-jk${n}${i + 2}`;
        const res = await q.post("password/reset", {
          ...from(`198.51.100.${n}`),
          form: { email: owner.email, code: guess, ...NEW_PASSWORD },
        });
        expect(res.status).toBe(422);
      }
    }
    const reset = await q.post("password/reset", {
      ...from("203.0.113.77"),
      form: { email: owner.email, code, ...NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(await q.login(owner.email, NEW_PASSWORD.password)).toBeTruthy();
  });

  it("limits the tries from one address with a translated 429 and Retry-After", async () => {
    const form = { email: "someone@example.test", code: "abcd-efgh-jkmn", ...NEW_PASSWORD };
    for (let i = 0; i < 10; i++)
      expect((await q.post("password/reset", { ...from("192.0.2.44"), form })).status).toBe(422);
    const res = await q.post("password/reset", { ...from("192.0.2.44"), form, lang: "ar" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.body.errors).toMatch(/^محاولات كثيرة جدًا/);
    // Another address is not held back.
    expect((await q.post("password/reset", { ...from("192.0.2.45"), form })).status).toBe(422);
  });

  it("limits forgot per email at one address with 429, Retry-After and a localized message", async () => {
    const form = { email: "someone@example.test" };
    for (let i = 0; i < 3; i++)
      expect((await q.post("password/forgot", { form })).status).toBe(200);
    const res = await q.post("password/forgot", { form, lang: "ar" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.body.errors).toMatch(/^محاولات كثيرة جدًا/);
  });
});

describe("the mailed link", () => {
  let site: Provider;
  beforeAll(async () => {
    site = await startProvider({ publicUrl: "https://www.example.test" });
  });
  afterAll(() => site.close());

  it("opens PUBLIC_URL's new-password page with the code, whatever Host the request named", async () => {
    const user = await site.makeUser();
    await site.post("password/forgot", {
      headers: { host: "evil.example" },
      form: { email: user.email },
    });
    const { code, text, html } = await resetMail(user.email, site);
    const link = `https://www.example.test/auth/new_password?${new URLSearchParams({ email: user.email, code })}`;
    expect(text).toContain(link);
    expect(html).toContain(link.replace(/&/g, "&amp;"));
    expect(html).not.toContain("evil.example");
  });

  it("is left out without PUBLIC_URL: the mail carries the code alone", async () => {
    const user = await p.makeUser();
    await p.post("password/forgot", { form: { email: user.email } });
    const { text } = await resetMail(user.email);
    expect(text).not.toContain("/auth/new_password");
  });
});
