// Register says "The email has already been taken" (users expect it), so the answer must not be
// cheaper than making an account: the same password hashing, and the same register allowance, so
// finding out who has an account costs what a login guess costs (docs/security.md).
import argon2 from "argon2";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
beforeAll(async () => {
  p = await startProvider({ limitScale: 1 });
});
afterAll(() => p.close());
afterEach(() => vi.restoreAllMocks());

const account = (n: number, email = `new${n}@example.test`) => ({
  username: `new_user_${n}`,
  email,
  password: `password-${n}-abc`,
  password_confirmation: `password-${n}-abc`,
  country: "Jordan",
  city: "Amman",
  phone: "+962 79 123 4567",
  type: "client",
});

/**
 * Fastest wall time of `run`, in ms: other work on a loaded machine (the suite's other workers)
 * only ever adds time, so the fastest of a few tries is the cost itself.
 */
async function fastestMs(times: number, run: (i: number) => Promise<unknown>) {
  let fastest = Infinity;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run(i);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

it("hashes the password of a taken email as it does a new account's, and takes as long", async () => {
  const owner = await p.makeUser();
  const hash = vi.spyOn(argon2, "hash");
  const taken = await p.post("register", {
    from: "127.0.0.20",
    form: account(0, owner.email),
  });
  expect(taken.status).toBe(422);
  expect(taken.body.errors).toEqual({ email: ["The email has already been taken."] });
  expect(hash).toHaveBeenCalledTimes(1);
  expect(hash.mock.calls[0][0]).toBe("password-0-abc");

  const fresh = await fastestMs(7, (i) =>
    p.post("register", { from: "127.0.0.21", form: account(i + 1) }),
  );
  const refused = await fastestMs(7, (i) =>
    p.post("register", { from: "127.0.0.22", form: account(i + 10, owner.email) }),
  );
  expect(refused).toBeGreaterThan(fresh * 0.5);
});

it("counts a taken email in the register allowance", async () => {
  const owner = await p.makeUser();
  for (let i = 0; i < 20; i++) {
    const res = await p.post("register", { from: "127.0.0.23", form: account(i, owner.email) });
    expect(res.status).toBe(422);
  }
  const refused = await p.post("register", { from: "127.0.0.23", form: account(99, owner.email) });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
});
