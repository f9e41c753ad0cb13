// Rate limits against real connections from several loopback addresses (127.0.0.x are all the
// machine's own): the harness trusts only 127.0.0.1 and ::1 as proxies, so 127.0.0.2 and up are
// visitors whose X-Forwarded-For must change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startProvider,
  type Answer,
  type Provider,
} from "./harness.js";

let p: Provider;
beforeAll(async () => {
  p = await startProvider({ limitScale: 1 });
});
afterAll(() => p.close());

/** Every refusal must tell the client when to come back. */
function expectRefused(res: Answer) {
  expect(res.status).toBe(429);
  expect(res.body.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
}

const login = (from: string, email: string, password: string, headers?: Record<string, string>) =>
  p.post("login", { from, headers, form: { email, password } });

const contact = (from: string, headers?: Record<string, string>) =>
  p.post("contact_us", {
    from,
    headers,
    form: {
      name: "Sara",
      email: "sara@example.test",
      contact_reason: "Quote",
      info: "Hello there.",
    },
  });

describe("login limits", () => {
  it("failures elsewhere never lock the admin out of an address that has not failed", async () => {
    // One address guesses at many accounts: refused after 20 failures, whatever it forges.
    for (let i = 0; i < 25; i++) {
      const res = await login("127.0.0.2", `nobody${i}@example.test`, "wrong-password", {
        "x-forwarded-for": `198.51.100.${i}`,
      });
      if (i < 20) expect(res.status).toBe(401);
      else expectRefused(res);
    }
    // Another address guesses the admin's password: refused for that account after 5 failures.
    for (let i = 0; i < 8; i++) {
      const res = await login("127.0.0.3", ADMIN_EMAIL, `wrong-password-${i}`);
      if (i < 5) expect(res.status).toBe(401);
      else expectRefused(res);
    }
    expectRefused(await login("127.0.0.3", ADMIN_EMAIL, ADMIN_PASSWORD));
    expectRefused(await login("127.0.0.2", ADMIN_EMAIL, ADMIN_PASSWORD));

    // The admin, from a third address, gets in after at most the capped slow-down.
    const started = Date.now();
    const res = await login("127.0.0.4", ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("believes a trusted proxy's X-Forwarded-For and counts each visitor behind it", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login("127.0.0.1", `x${i}@example.test`, "wrong-password", {
        "x-forwarded-for": "203.0.113.70",
      });
      expect(res.status).toBe(401);
    }
    expectRefused(
      await login("127.0.0.1", "y@example.test", "wrong-password", {
        "x-forwarded-for": "203.0.113.70",
      }),
    );
    // The proxy itself and another visitor behind it are not blocked.
    const other = { "x-forwarded-for": "203.0.113.71" };
    expect((await login("127.0.0.1", "y@example.test", "wrong-password", other)).status).toBe(401);
    expect((await login("127.0.0.1", ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe("form limits", () => {
  it("a forged X-Forwarded-For or X-Real-IP from an untrusted peer escapes no limit", async () => {
    for (let i = 0; i < 20; i++) {
      const forged = { "x-forwarded-for": `192.0.2.${i}`, "x-real-ip": `192.0.2.${i}` };
      expect((await contact("127.0.0.5", forged)).status).toBe(200);
    }
    expectRefused(await contact("127.0.0.5", { "x-forwarded-for": "192.0.2.99" }));
    expect((await contact("127.0.0.6")).status).toBe(200);
  });

  it("a trusted proxy's X-Real-IP is not believed: only X-Forwarded-For is", async () => {
    const trusted = await startProvider({ limitScale: 1 });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await trusted.post("contact_us", {
          headers: { "x-real-ip": `192.0.2.${i}` },
          form: {
            name: "Sara",
            email: "s@example.test",
            contact_reason: "Q",
            info: "Hello there.",
          },
        });
        expect(res.status).toBe(200);
      }
      const res = await trusted.post("contact_us", {
        headers: { "x-real-ip": "192.0.2.200" },
        form: { name: "Sara", email: "s@example.test", contact_reason: "Q", info: "Hello there." },
      });
      expectRefused(res);
    } finally {
      await trusted.close();
    }
  });

  it("register, password forgot and ask_service answer 429 with Retry-After past their allowance", async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await p.post("password/forgot", {
            from: "127.0.0.7",
            form: { email: `f${i}@example.test` },
          })
        ).status,
      ).toBe(200);
    }
    expectRefused(
      await p.post("password/forgot", { from: "127.0.0.7", form: { email: "g@example.test" } }),
    );
    for (let i = 0; i < 20; i++) await p.post("register", { from: "127.0.0.8", form: {} });
    expectRefused(await p.post("register", { from: "127.0.0.8", form: {} }));
    for (let i = 0; i < 20; i++) await p.post("ask_service", { from: "127.0.0.9", form: {} });
    expectRefused(await p.post("ask_service", { from: "127.0.0.9", form: {} }));
  });
});
