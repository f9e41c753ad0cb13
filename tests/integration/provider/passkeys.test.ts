// Passkeys on the provider (docs/conventions.md, "Account security"): registration against a
// software authenticator, sign-in with it (both factors at once), the origin and challenge checks,
// removal, the audit entries and mails. Runs on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";
import { softAuthenticator } from "./soft-authenticator.js";

const ORIGIN = "https://www.example.test";

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
});
afterAll(() => p.close());

type Options = {
  options: { challenge: string; rp: { id: string }; rpId?: string };
  challenge_id: string;
};

async function addPasskey(token: string, device = softAuthenticator(), name = "Laptop") {
  const made = await p.post("account/passkeys/register-options", {
    token,
    form: { origin: ORIGIN },
  });
  expect(made.status).toBe(200);
  const { options, challenge_id } = made.body.data as Options;
  expect(options.rp.id).toBe("www.example.test");
  const response = device.register(options, ORIGIN);
  const added = await p.post("account/passkeys/register", {
    token,
    form: { challenge_id, name, response: JSON.stringify(response) },
  });
  return { added, device, challenge_id, response };
}

async function signInWith(device: ReturnType<typeof softAuthenticator>, origin = ORIGIN) {
  const made = await p.post("login/passkey-options", { form: { origin: ORIGIN } });
  const { options, challenge_id } = made.body.data as Options;
  const response = device.authenticate(
    { challenge: options.challenge, rpId: options.rpId },
    origin,
  );
  return p.post("login/passkey", { form: { challenge_id, response: JSON.stringify(response) } });
}

describe("passkeys", () => {
  it("registers one, signs in with it, lists its last use, and removes it", async () => {
    const user = await p.makeUser();
    const { added, device, challenge_id, response } = await addPasskey(user.token);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: "Laptop", last_used_at: null });

    // A challenge serves once.
    const again = await p.post("account/passkeys/register", {
      token: user.token,
      form: { challenge_id, name: "Again", response: JSON.stringify(response) },
    });
    expect(again.status).toBe(422);

    const signedIn = await signInWith(device);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const me = await p.get("user", { token });
    expect((me.body.user as { email: string }).email).toBe(user.email);

    const list = await p.get("account/passkeys", { token: user.token });
    const [key] = list.body.data as { id: number; name: string; last_used_at: string | null }[];
    expect(key).toMatchObject({ name: "Laptop", last_used_at: expect.any(String) });

    // Another account cannot remove it.
    const other = await p.makeUser();
    const foreign = await p.post("account/passkeys/remove", {
      token: other.token,
      form: { id: key.id },
    });
    expect(foreign.status).toBe(404);
    const removed = await p.post("account/passkeys/remove", {
      token: user.token,
      form: { id: key.id },
    });
    expect(removed.status).toBe(200);
    const after = await signInWith(device);
    expect(after.status).toBe(422);
    expect(after.body.errors).toEqual({
      response: ["This passkey is not known here. Sign in with your password and add it."],
    });

    const account = await p.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    const entries = await p.db
      .selectFrom("audit_log")
      .select("summary")
      .where("entity_id", "=", account.id)
      .where("entity", "=", "users")
      .orderBy("id")
      .execute();
    expect(entries.map((e) => e.summary)).toEqual([
      "passkey added: Laptop",
      "passkey removed: Laptop",
    ]);
    const mails = (await p.mails()).filter((m) => m.includes(`To: ${user.email}`));
    expect(mails).toHaveLength(2);
  });

  it("refuses an answer made for another origin, and a passkey sign-in skips the code step", async () => {
    const user = await p.makeUser();
    const { device } = await addPasskey(user.token);
    const elsewhere = await signInWith(device, "https://evil.example.test");
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual({
      response: ["The passkey could not be verified. Please try again."],
    });

    // With TOTP on, the password needs a code, a passkey does not.
    const { Secret, TOTP } = await import("otpauth");
    const started = await p.post("account/totp/start", { token: user.token });
    const secret = (started.body.data as { secret: string }).secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await p.post("account/totp/confirm", { token: user.token, form: { code } });
    const password = await p.post("login", {
      form: { email: user.email, password: user.password },
    });
    expect(password.body.two_factor).toBe(true);
    const passkey = await signInWith(device);
    expect(passkey.status).toBe(200);
    expect(passkey.body.token).toEqual(expect.any(String));
  });

  it("refuses junk and an unknown origin with translated messages", async () => {
    const user = await p.makeUser();
    const bad = await p.post("account/passkeys/register", {
      token: user.token,
      lang: "ar",
      form: { challenge_id: "nope", name: "x", response: "{not json" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      response: ["تعذّر التحقق من مفتاح المرور. من فضلك حاول مرة أخرى."],
    });
    const noOrigin = await p.post("login/passkey-options", {
      form: { origin: "javascript:alert(1)" },
    });
    expect(noOrigin.status).toBe(422);
  });
});
