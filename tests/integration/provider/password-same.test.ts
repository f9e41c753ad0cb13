// A "new" password that is the current one is refused wherever a password is set: the change on
// the account page, the reset by mailed code (and only once the code is good) and an admin's
// users/save, on the field, in the request's language (server/auth/account-rules.ts).
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../server/auth/password.js";
import { startProvider, type Provider } from "./harness.js";

const CURRENT = "quiet-lantern-orchard-7";
const OTHER = "copper-meadow-violin-4";
const SAME = {
  en: "The new password must be different from the current one.",
  ar: "يجب أن تختلف كلمة المرور الجديدة عن الحالية.",
};

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
});
afterAll(() => p.close());

/** A user whose current password is strong, so only the "same" rule can refuse it. */
async function userWithCurrent() {
  const user = await p.makeUser();
  await p.db
    .updateTable("users")
    .set({ password_hash: await hashPassword(CURRENT) })
    .where("email", "=", user.email)
    .execute();
  return user;
}

const twice = (password: string) => ({ password, password_confirmation: password });

describe.each(["en", "ar"] as const)("the current password as the new one (%s)", (lang) => {
  it("is refused by account/password, and a different one is taken", async () => {
    const user = await userWithCurrent();
    const token = await p.login(user.email, CURRENT);
    const same = await p.post("account/password", {
      token,
      lang,
      form: { current_password: CURRENT, ...twice(CURRENT) },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ password: [SAME[lang]] });
    const changed = await p.post("account/password", {
      token,
      lang,
      form: { current_password: CURRENT, ...twice(OTHER) },
    });
    expect(changed.status).toBe(200);
  });

  it("is refused by password/reset, which leaves the code for the next try", async () => {
    const user = await userWithCurrent();
    await p.post("password/forgot", { form: { email: user.email } });
    const raw = (await p.mails()).filter((m) => m.includes(`To: ${user.email}`)).pop() ?? "";
    const code = /\b([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})\b/.exec(
      (await simpleParser(raw)).text ?? "",
    )?.[1];
    expect(code).toBeDefined();
    // Without the code the answer says nothing about the password.
    const guess = await p.post("password/reset", {
      lang,
      form: { email: user.email, code: "abcd-efgh-jkmn", ...twice(CURRENT) },
    });
    expect(guess.status).toBe(422);
    expect(Object.keys(guess.body.errors as object)).toEqual(["code"]);
    const same = await p.post("password/reset", {
      lang,
      form: { email: user.email, code: code!, ...twice(CURRENT) },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ password: [SAME[lang]] });
    const reset = await p.post("password/reset", {
      lang,
      form: { email: user.email, code: code!, ...twice(OTHER) },
    });
    expect(reset.status).toBe(200);
  });

  it("is refused by an admin's users/save", async () => {
    const user = await userWithCurrent();
    const admin = await p.login();
    const row = await p.db
      .selectFrom("users")
      .select(["id", "username"])
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    const form = { id: row.id, username: row.username, email: user.email, type: "client" };
    const same = await p.post("users/save", {
      token: admin,
      lang,
      form: { ...form, role: "user", ...twice(CURRENT) },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ password: [SAME[lang]] });
    const saved = await p.post("users/save", {
      token: admin,
      lang,
      form: { ...form, role: "user", ...twice(OTHER) },
    });
    expect(saved.status).toBe(200);
  });
});
