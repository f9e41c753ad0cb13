// Wrong second-factor codes are capped per account across addresses (ADR 0021): parallel tries
// cannot slip past, a correct password does not reset the count, and the owner is mailed once.
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeAt, factorUser, wrongCode } from "./factor-support.js";
import { startProvider, type Provider } from "./harness.js";

let q: Provider;
beforeAll(async () => {
  // Wrong codes also slow the account's logins down (login-guard.ts, tested on its own): pauses of
  // up to 3 s each that would only make these tests wait.
  q = await startProvider({ limitScale: 1, slowDownScale: 100 });
});
afterAll(() => q.close());

const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

async function passwordStep(email: string, password: string, ip: string) {
  const res = await q.post("login", { ...from(ip), form: { email, password } });
  expect(res.status).toBe(200);
  return res.body.login_id as string;
}

async function mailsTo(email: string) {
  const raw = (await q.mails()).filter((m) => m.includes(`To: ${email}`));
  return Promise.all(raw.map((m) => simpleParser(m)));
}

describe("wrong second-factor codes", () => {
  it("are capped at 10 per account from any addresses, even sent all at once", async () => {
    const owner = await factorUser(q);
    const addresses = ["198.51.100.21", "198.51.100.22", "198.51.100.23", "198.51.100.24"];
    const logins = await Promise.all(
      addresses.map(async (ip) => ({
        ip,
        id: await passwordStep(owner.email, owner.password, ip),
      })),
    );
    const guess = wrongCode(owner.secret);
    const tries = logins.flatMap(({ ip, id }) =>
      Array.from({ length: 5 }, () =>
        q.post("login/verify", { ...from(ip), lang: "ar", form: { login_id: id, code: guess } }),
      ),
    );
    const answers = await Promise.all(tries);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body.errors).toMatch(/^رموز خاطئة كثيرة لهذا الحساب/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);

    // A correct password from a fresh address does not reset the count: even the right code waits.
    const fresh = await passwordStep(owner.email, owner.password, "203.0.113.90");
    const right = await q.post("login/verify", {
      ...from("203.0.113.90"),
      form: { login_id: fresh, code: codeAt(owner.secret) },
    });
    expect(right.status).toBe(429);
    expect(right.body.errors).toMatch(/^Too many wrong codes for this account/);
    // The signed-in account's own code checks count too.
    const regenerate = await q.post("account/recovery-codes", {
      token: owner.token,
      form: { code: owner.codes[0]! },
    });
    expect(regenerate.status).toBe(429);

    // The owner hears of it once, in both languages, with what to do.
    await q.mailIdle();
    const warnings = (await mailsTo(owner.email)).filter((m) =>
      /Wrong sign-in codes|رموز دخول خاطئة/.test(m.subject ?? ""),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.subject).toBe("رموز دخول خاطئة لحسابك");
    expect(warnings[0]!.text).toContain("10 wrong second-factor codes were entered");
    expect(warnings[0]!.text).toContain("change your password at once");
    expect(warnings[0]!.text).not.toContain(guess);
  });

  it("count only wrong codes, and only the account's own", async () => {
    const owner = await factorUser(q);
    const other = await factorUser(q);
    /** `n` wrong codes at once on one pending login from `ip` (at most 5, as a login allows). */
    const spend = async (user: typeof owner, n: number, ip: string) => {
      const id = await passwordStep(user.email, user.password, ip);
      const code = wrongCode(user.secret);
      const tries = Array.from({ length: n }, () =>
        q.post("login/verify", { ...from(ip), form: { login_id: id, code } }),
      );
      for (const res of await Promise.all(tries)) expect(res.status).toBe(422);
    };
    const signIn = async (user: typeof owner, code: string, ip: string) => {
      const id = await passwordStep(user.email, user.password, ip);
      return q.post("login/verify", { ...from(ip), form: { login_id: id, code } });
    };
    await Promise.all([spend(owner, 5, "192.0.2.31"), spend(owner, 4, "192.0.2.32")]);
    // Good codes take nothing from the nine: two in a row sign in.
    expect((await signIn(owner, owner.codes[1]!, "192.0.2.33")).status).toBe(200);
    expect((await signIn(owner, owner.codes[2]!, "192.0.2.33")).status).toBe(200);
    // The tenth wrong one uses the allowance up, and then even a good code waits.
    await spend(owner, 1, "192.0.2.34");
    expect((await signIn(owner, owner.codes[3]!, "192.0.2.35")).status).toBe(429);
    // Another account's codes were never held back.
    expect((await signIn(other, other.codes[0]!, "192.0.2.36")).status).toBe(200);
  }, 60_000);
});
