// With a PostgreSQL DATABASE_URL, replicas of the app share their rate-limit counters and hear
// each other's saves (app/modules/shared-state, docs/deploy.md "More than one machine"). Two
// limiters with one name stand for two replicas; a notification with another origin stands for
// another replica's announcement; two app servers with their own modules stand for two replicas'
// page renders.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshPostgresDatabase, type FreshDatabase } from "../../support/postgres";
import { startPageServer } from "./page-server";

let database: FreshDatabase;

beforeAll(async () => {
  database = await freshPostgresDatabase("app_shared_state");
  vi.stubEnv("DATABASE_URL", database.url);
  vi.stubEnv("PROVIDER_URL", "http://127.0.0.1:9");
  vi.stubEnv("PROVIDER_API_KEY", "k");
  vi.stubEnv("SESSION_SECRET", "s".repeat(32));
});

afterAll(async () => {
  const { sharedPool } = await import("~/modules/shared-state/postgres.server");
  await sharedPool()?.end();
  vi.unstubAllEnvs();
  await database?.drop();
});

describe("state shared by replicas", () => {
  it("counts one limit across replicas: five tries in all, wherever they land", async () => {
    const { createLimiter, hit } = await import("~/modules/security/rate-limiter.server");
    const name = `test-${randomUUID()}`;
    const replicaA = createLimiter({ name, points: 5, windowMs: 60_000 });
    const replicaB = createLimiter({ name, points: 5, windowMs: 60_000 });
    const waits: number[] = [];
    for (const limiter of [replicaA, replicaB, replicaA, replicaB, replicaA]) {
      waits.push(await hit(limiter, "198.51.100.7"));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0]);
    expect(await hit(replicaB, "198.51.100.7")).toBeGreaterThan(0);
    expect(await hit(replicaA, "198.51.100.8")).toBe(0);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = await client.query("select count(*)::int as n from app_rate_limits");
    await client.end();
    expect(rows.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it("counts one client's page renders across replicas", async () => {
    vi.stubEnv("PAGE_RENDER_LIMIT", "3");
    vi.stubEnv("TRUSTED_PROXIES", "loopback");
    // Two app instances with modules of their own, as two processes have.
    const replicas = [];
    for (let i = 0; i < 2; i++) {
      vi.resetModules();
      const { createHttpLayer } = await import("~/modules/http/layer.server");
      const pageCache = await import("~/modules/page-cache/page-cache.server");
      const { sharedPool } = await import("~/modules/shared-state/postgres.server");
      replicas.push({ server: await startPageServer({ createHttpLayer, pageCache }), sharedPool });
    }
    const [a, b] = replicas.map((replica) => replica.server);
    const statuses = [];
    for (const replica of [a, b, a, b]) {
      statuses.push((await replica.get("/auth/login", "127.0.0.9")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await b.get("/auth/login", "127.0.0.10")).status).toBe(200);
    for (const replica of replicas) await replica.server.close();
    // The second replica's modules are the ones afterAll imports, and ends.
    await replicas[0].sharedPool()?.end();
  });

  it("hears another replica's announcement within a second, and not its own", async () => {
    const { announce, listenForAnnouncements, onAnnouncement } =
      await import("~/modules/shared-state/announcements.server");
    const heard: unknown[] = [];
    const stop = onAnnouncement((announcement) => heard.push(announcement));
    // The app server starts listening when it starts (createHttpLayer).
    listenForAnnouncements();
    await vi.waitFor(
      async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const listeners = await client.query(
          "select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN%'",
        );
        await client.end();
        expect(listeners.rows[0].n).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 100 },
    );
    announce({ kind: "content", prefixes: ["categories"] });
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    const payload = { kind: "content", prefixes: ["services"], origin: "another-replica" };
    const sent = Date.now();
    await other.query("select pg_notify('company_site_events', $1)", [JSON.stringify(payload)]);
    await other.end();
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 1_000, interval: 20 });
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(heard).toEqual([{ kind: "content", prefixes: ["services"] }]);
    stop();
  });
});
