// On PostgreSQL the provider's limits count in the shared database: two replicas (two sets of
// limiters on one database) refuse after as many tries as one would (server/http/rate-limit.ts).
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLimiters, ensureLimitTable, RATE_LIMITS } from "../../../server/http/rate-limit";
import { freshPostgresDatabase, type FreshDatabase } from "../../support/postgres";

let database: FreshDatabase;
let pools: pg.Pool[] = [];

beforeAll(async () => {
  database = await freshPostgresDatabase("provider_limits");
  pools = [0, 1].map(() => new pg.Pool({ connectionString: database.url, max: 2 }));
  // Both replicas start at once on an empty database.
  await Promise.all(pools.map((pool) => ensureLimitTable(pool)));
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.drop();
});

it("two replicas share each limit: the sixth try is refused wherever it lands", async () => {
  const [a, b] = pools.map((pool) => createLimiters({ store: { kind: "postgres", pool } }));
  const points = RATE_LIMITS.loginAccountAddress.points;
  const key = "admin@example.com|198.51.100.9";
  for (let i = 0; i < points; i++) await (i % 2 ? a : b).loginAccountAddress.consume(key);
  await expect(a.loginAccountAddress.consume(key)).rejects.toMatchObject({ remainingPoints: 0 });
  await expect(b.loginAccountAddress.consume(key)).rejects.toMatchObject({ remainingPoints: 0 });
  // Another key, and another limit with the same key, count apart.
  await expect(b.loginAccountAddress.consume("other|198.51.100.9")).resolves.toBeTruthy();
  await expect(a.forgotAddress.consume(key)).resolves.toBeTruthy();
});

it("two replicas share the reset allowance of an account at one address", async () => {
  const [a, b] = pools.map((pool) => createLimiters({ store: { kind: "postgres", pool } }));
  const key = "owner@example.com\n198.51.100.9";
  for (let i = 0; i < RATE_LIMITS.forgotAccountAddress.points; i++) {
    await (i % 2 ? a : b).forgotAccountAddress.consume(key);
  }
  await expect(a.forgotAccountAddress.consume(key)).rejects.toMatchObject({ remainingPoints: 0 });
  await expect(
    b.forgotAccountAddress.consume("owner@example.com\n203.0.113.1"),
  ).resolves.toBeTruthy();
});

it("two replicas let exactly the allowance of an account's codes through, sent all at once", async () => {
  const [a, b] = pools.map((pool) => createLimiters({ store: { kind: "postgres", pool } }));
  const points = RATE_LIMITS.factorAccount.points;
  const tries = Array.from({ length: points * 3 }, (_, i) =>
    (i % 2 ? a : b).factorAccount.consume("42").then(
      () => "let through",
      () => "refused",
    ),
  );
  const outcomes = await Promise.all(tries);
  expect(outcomes.filter((outcome) => outcome === "let through")).toHaveLength(points);
});
