// The second factor on the provider (docs/conventions.md, "Account security"): turning it on with
// a code, the sign-in's second step, codes good once, recovery codes, the pending login's end,
// turning it off, the audit entries and the mails. Runs on SQLite and PostgreSQL.
import { simpleParser } from "mailparser";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
});
afterAll(() => p.close());

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A user with the factor on: its secret, recovery codes and password. */
async function userWithFactor() {
  const user = await p.makeUser();
  const started = await p.post("account/totp/start", { token: user.token });
  expect(started.status).toBe(200);
  const { secret, uri } = started.body.data as { secret: string; uri: string };
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(uri).toMatch(
    /^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}.*algorithm=SHA1.*digits=6.*period=30/,
  );
  const confirmingCode = codeAt(secret);
  const confirmed = await p.post("account/totp/confirm", {
    token: user.token,
    form: { code: confirmingCode },
  });
  expect(confirmed.status).toBe(200);
  const codes = (confirmed.body.data as { recovery_codes: string[] }).recovery_codes;
  return { ...user, secret, codes, confirmingCode };
}

async function passwordStep(email: string, password: string) {
  const res = await p.post("login", { form: { email, password } });
  expect(res.status).toBe(200);
  return res;
}

describe("turning the second factor on", () => {
  it("keeps the secret pending until a code confirms it, then makes ten recovery codes", async () => {
    const user = await p.makeUser();
    const started = await p.post("account/totp/start", { token: user.token });
    const { secret } = started.body.data as { secret: string };
    const before = await p.get("account/totp", { token: user.token });
    expect(before.body.data).toMatchObject({ enabled: false, pending: { secret } });
    // Until confirmed, the password alone still signs in.
    expect((await passwordStep(user.email, user.password)).body.token).toEqual(expect.any(String));

    const wrong = await p.post("account/totp/confirm", {
      token: user.token,
      lang: "ar",
      form: { code: "000000" === codeAt(secret) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ["هذا الرمز غير صالح أو سبق استخدامه."] });

    const ok = await p.post("account/totp/confirm", {
      token: user.token,
      form: { code: codeAt(secret) },
    });
    expect(ok.status).toBe(200);
    const codes = (ok.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const factors = await p.get("account/factors", { token: user.token });
    expect(factors.body.data).toEqual({ totp: true, passkeys: 0 });
    const after = await p.get("account/totp", { token: user.token });
    expect(after.body.data).toMatchObject({
      enabled: true,
      pending: null,
      recovery_codes_left: 10,
    });

    // At rest: the secret sealed, the codes hashed.
    const row = await p.db.selectFrom("user_totp").selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    const stored = await p.db.selectFrom("recovery_codes").select("code_hash").execute();
    for (const { code_hash } of stored) expect(codes).not.toContain(code_hash);

    // The codes can be downloaded for a few minutes, then only after a code or the password
    // (recovery-codes.test.ts); they are kept sealed, never in plain text.
    const shown = await p.get("account/recovery-codes", { token: user.token });
    expect((shown.body.data as { recovery_codes: string[] }).recovery_codes).toEqual(codes);
    await p.db.updateTable("user_totp").set({ reveal_until: "2000-01-01T00:00:00.000Z" }).execute();
    const gone = await p.get("account/recovery-codes", { token: user.token });
    expect(gone.status).toBe(404);
    const sealed = await p.db.selectFrom("user_totp").select("reveal").execute();
    for (const { reveal } of sealed) for (const code of codes) expect(reveal).not.toContain(code);
  });

  it("keeps the site setting that admins must use one", async () => {
    const admin = await p.login();
    const settings = (await p.get("settings")).body.data as Record<string, unknown>;
    expect(settings.admin_second_factor).toBe(false);
    const form: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(settings)) {
      form[key] = Array.isArray(value) ? value.map(String) : String(value);
    }
    const saved = await p.post("dashboard/settings/save", {
      token: admin,
      form: { ...form, admin_second_factor: "true" },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(
      ((await p.get("settings")).body.data as Record<string, unknown>).admin_second_factor,
    ).toBe(true);
  });

  it("needs a signed-in account", async () => {
    expect((await p.post("account/totp/start")).status).toBe(401);
    expect((await p.get("account/passkeys")).status).toBe(401);
  });
});

describe("signing in with the factor on", () => {
  it("takes a code typed in Arabic-Indic or Persian digits", async () => {
    const arabic = (code: string, zero: number) =>
      code.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
    for (const zero of [0x0660, 0x06f0]) {
      const user = await userWithFactor();
      const login = await passwordStep(user.email, user.password);
      const code = arabic(codeAt(user.secret, 1), zero);
      const ok = await p.post("login/verify", {
        form: { login_id: login.body.login_id as string, code },
      });
      expect(ok.status, `${code}: ${ok.text}`).toBe(200);
    }
  });

  it("asks for a code after the password, and a code is good once", async () => {
    const user = await userWithFactor();
    const first = await passwordStep(user.email, user.password);
    expect(first.body).toMatchObject({ two_factor: true, login_id: expect.any(String) });
    expect(first.body.token).toBeUndefined();
    const loginId = first.body.login_id as string;

    // The confirming code's step was used already: the same code is a replay.
    const replay = await p.post("login/verify", {
      form: { login_id: loginId, code: user.confirmingCode },
    });
    expect(replay.status).toBe(422);

    const next = codeAt(user.secret, 1);
    const ok = await p.post("login/verify", { form: { login_id: loginId, code: next } });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    expect((await p.get("user", { token: ok.body.token as string })).status).toBe(200);

    // The pending login is spent, and the code cannot serve another sign-in.
    const again = await p.post("login/verify", { form: { login_id: loginId, code: next } });
    expect(again.status).toBe(401);
    const second = await passwordStep(user.email, user.password);
    const reused = await p.post("login/verify", {
      form: { login_id: second.body.login_id as string, code: next },
    });
    expect(reused.status).toBe(422);
  });

  it("takes a recovery code once, in any case and with spaces", async () => {
    const user = await userWithFactor();
    const [code] = user.codes;
    const first = await passwordStep(user.email, user.password);
    const typed = ` ${code.toUpperCase().replace("-", " ")} `;
    const ok = await p.post("login/verify", {
      form: { login_id: first.body.login_id as string, code: typed },
    });
    expect(ok.status).toBe(200);
    const second = await passwordStep(user.email, user.password);
    const used = await p.post("login/verify", {
      form: { login_id: second.body.login_id as string, code },
    });
    expect(used.status).toBe(422);
    const state = await p.get("account/totp", { token: user.token });
    expect(state.body.data).toMatchObject({ recovery_codes_left: 9 });
  });

  it("lets a pending login expire, and ends it after five wrong codes", async () => {
    const user = await userWithFactor();
    const first = await passwordStep(user.email, user.password);
    await p.db
      .updateTable("pending_logins")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", first.body.login_id as string)
      .execute();
    const late = await p.post("login/verify", {
      lang: "en",
      form: { login_id: first.body.login_id as string, code: codeAt(user.secret, 1) },
    });
    expect(late.status).toBe(401);
    expect(late.body.errors).toBe(
      "This sign-in has expired. Please enter your email and password again.",
    );

    const second = await passwordStep(user.email, user.password);
    const loginId = second.body.login_id as string;
    for (let i = 0; i < 5; i += 1) {
      const miss = await p.post("login/verify", { form: { login_id: loginId, code: "bad-code" } });
      expect(miss.status).toBe(422);
    }
    const after = await p.post("login/verify", {
      form: { login_id: loginId, code: codeAt(user.secret, 1) },
    });
    expect(after.status).toBe(401);
  });
});

describe("turning the factor off and new recovery codes", () => {
  it("need a good code, and each change is logged and mailed", async () => {
    const user = await userWithFactor();
    const refused = await p.post("account/totp/disable", {
      token: user.token,
      form: { code: "123456" },
    });
    expect(refused.status).toBe(422);
    const fresh = await p.post("account/recovery-codes", {
      token: user.token,
      form: { code: user.codes[0] },
    });
    expect(fresh.status).toBe(200);
    const newCodes = (fresh.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(newCodes).not.toContain(user.codes[1]);
    // The old codes died with the regeneration.
    const old = await p.post("account/totp/disable", {
      token: user.token,
      form: { code: user.codes[1] },
    });
    expect(old.status).toBe(422);
    const off = await p.post("account/totp/disable", {
      token: user.token,
      form: { code: codeAt(user.secret, 1) },
    });
    expect(off.status).toBe(200);
    expect((await passwordStep(user.email, user.password)).body.token).toEqual(expect.any(String));

    const account = await p.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    const entries = await p.db
      .selectFrom("audit_log")
      .select(["entity", "summary", "admin_email"])
      .where("entity_id", "=", account.id)
      .orderBy("id")
      .execute();
    expect(entries).toEqual([
      { entity: "users", summary: "second_factor: off → on", admin_email: user.email },
      { entity: "users", summary: "recovery_codes: regenerated", admin_email: user.email },
      { entity: "users", summary: "second_factor: on → off", admin_email: user.email },
    ]);
    const mails = (await p.mails()).filter((m) => m.includes(`To: ${user.email}`));
    expect(mails).toHaveLength(3);
    const texts = await Promise.all(mails.map(async (m) => (await simpleParser(m)).text ?? ""));
    expect(texts[0]).toContain("The second factor (authenticator app codes) was turned on.");
    expect(texts[0]).toContain("تم تفعيل التحقق الثنائي");
    expect(texts[2]).toContain("was turned off");
    for (const text of texts) {
      for (const code of [...user.codes, ...newCodes]) expect(text).not.toContain(code);
    }
  });
});
