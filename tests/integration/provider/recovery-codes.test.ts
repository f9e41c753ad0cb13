// Recovery codes are shown once, right after they are made, in the session that made them;
// seeing or downloading them again asks for a code or the password (ADR 0021).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeAt, factorUser } from "./factor-support.js";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
});
afterAll(() => p.close());

type Codes = { recovery_codes: string[] };
const codesOf = (body: { data?: unknown }) => (body.data as Codes).recovery_codes;

/** Another session of the same account, signed in with one of its recovery codes. */
async function otherSession(user: Awaited<ReturnType<typeof factorUser>>, code: string) {
  const step = await p.post("login", { form: { email: user.email, password: user.password } });
  const done = await p.post("login/verify", {
    form: { login_id: step.body.login_id as string, code },
  });
  expect(done.status).toBe(200);
  return done.body.token as string;
}

const expire = () =>
  p.db.updateTable("user_totp").set({ reveal_until: "2000-01-01T00:00:00.000Z" }).execute();

describe("recovery codes", () => {
  it("download only in the session that made them, and only for a few minutes", async () => {
    const user = await factorUser(p);
    const other = await otherSession(user, user.codes[0]!);
    const mine = await p.get("account/recovery-codes", { token: user.token });
    expect(mine.status).toBe(200);
    // The one used to sign in is no longer listed.
    expect(codesOf(mine.body)).toEqual(user.codes.slice(1));
    const theirs = await p.get("account/recovery-codes", { token: other, lang: "ar" });
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors).toMatch(/رموز الاسترداد/);
    await expire();
    expect((await p.get("account/recovery-codes", { token: user.token })).status).toBe(404);
  });

  it("a new set is the making session's alone", async () => {
    const user = await factorUser(p);
    const other = await otherSession(user, user.codes[0]!);
    const made = await p.post("account/recovery-codes", {
      token: other,
      form: { code: codeAt(user.secret, 1) },
    });
    expect(made.status).toBe(200);
    const fresh = await p.get("account/recovery-codes", { token: other });
    expect(codesOf(fresh.body)).toEqual(codesOf(made.body));
    expect((await p.get("account/recovery-codes", { token: user.token })).status).toBe(404);
  });

  it("show again after the password or a code, in the session that asked", async () => {
    const user = await factorUser(p);
    const other = await otherSession(user, user.codes[0]!);
    const show = (form: Record<string, string>, lang?: "ar") =>
      p.post("account/recovery-codes/show", { token: other, form, lang });

    const nothing = await show({}, "ar");
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors).toEqual({
      code: ["أدخل رمزًا من تطبيق المصادقة أو رمز استرداد أو كلمة المرور لترى رموز الاسترداد."],
    });
    const wrongPassword = await show({ current_password: "not-the-password" });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors).toEqual({
      current_password: ["The current password is not correct."],
    });
    const wrongCode = await show({ code: "abcde-fghij" });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors).toEqual({
      code: ["This code is not valid, or it was already used."],
    });
    expect((await p.get("account/recovery-codes", { token: other })).status).toBe(404);

    const byPassword = await show({ current_password: user.password });
    expect(byPassword.status).toBe(200);
    expect(codesOf(byPassword.body)).toEqual(user.codes.slice(1));
    // Now this session may download them, for a few minutes; the other one may not.
    const download = await p.get("account/recovery-codes", { token: other });
    expect(codesOf(download.body)).toEqual(user.codes.slice(1));
    expect((await p.get("account/recovery-codes", { token: user.token })).status).toBe(404);

    await expire();
    const byCode = await show({ code: codeAt(user.secret, 1) });
    expect(byCode.status).toBe(200);
    expect(codesOf(byCode.body)).toEqual(user.codes.slice(1));
  });
});
