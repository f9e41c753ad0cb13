// Accounts with the second factor on, for the provider's tests of codes and their limits.
import { Secret, TOTP } from "otpauth";
import type { Provider } from "./harness.js";

export const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A user whose factor is on: its secret and recovery codes beside its password and token. */
export async function factorUser(p: Provider) {
  const user = await p.makeUser();
  const started = await p.post("account/totp/start", { token: user.token });
  const secret = (started.body.data as { secret: string }).secret;
  const confirmed = await p.post("account/totp/confirm", {
    token: user.token,
    form: { code: codeAt(secret) },
  });
  const data = confirmed.body.data as { recovery_codes: string[] };
  return { ...user, secret, codes: data.recovery_codes };
}

/** A code that is not the one the authenticator shows now, nor next to it. */
export const wrongCode = (secret: string) => {
  const near = [-1, 0, 1].map((step) => codeAt(secret, step));
  return ["000000", "111111", "222222", "333333"].find((code) => !near.includes(code))!;
};
