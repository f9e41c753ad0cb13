// With PUBLIC_URL set, passkeys belong to that address alone: options for any other origin are
// refused, so a passkey cannot be registered or used through another host name (ADR 0021).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

const SITE = "https://www.example.test";
let p: Provider;
beforeAll(async () => {
  p = await startProvider({ publicUrl: SITE });
});
afterAll(() => p.close());

type Options = { options: { rp?: { id: string }; rpId?: string } };
const optionsOf = (body: { data?: unknown }) => (body.data as Options).options;

describe("passkeys with PUBLIC_URL", () => {
  it("take PUBLIC_URL as their relying party", async () => {
    const user = await p.makeUser();
    const register = await p.post("account/passkeys/register-options", {
      token: user.token,
      form: { origin: SITE },
    });
    expect(register.status).toBe(200);
    expect(optionsOf(register.body).rp?.id).toBe("www.example.test");
    const login = await p.post("login/passkey-options", { form: { origin: SITE } });
    expect(login.status).toBe(200);
    expect(optionsOf(login.body).rpId).toBe("www.example.test");
  });

  it("refuse any other origin, in the caller's language", async () => {
    const user = await p.makeUser();
    const register = await p.post("account/passkeys/register-options", {
      token: user.token,
      lang: "ar",
      form: { origin: "https://evil.example" },
    });
    expect(register.status).toBe(422);
    expect(register.body.errors).toEqual({
      origin: [`تعمل مفاتيح المرور على عنوان هذا الموقع فقط: ${SITE}.`],
    });
    for (const origin of ["https://evil.example", "http://www.example.test", `${SITE}:8443`]) {
      const login = await p.post("login/passkey-options", { form: { origin } });
      expect(login.status, origin).toBe(422);
      expect(login.body.errors).toEqual({
        origin: [`Passkeys work only on this site's own address, ${SITE}.`],
      });
    }
  });
});
