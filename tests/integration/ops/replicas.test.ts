// Two replicas of the product on one PostgreSQL database and one storage folder, started at the
// same moment, each `npm start` with its bundled provider, act as one site (docs/deploy.md, "More
// than one machine"): one admin and one copy of the demo content; a session made on one is good
// on the other; a category saved through one shows, with its image, on the other within 2 s; the
// pair refuses failed logins after as many tries as one replica would; with one stopped, the
// other serves pages and takes saves.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, type FreshDatabase } from "../../support/postgres";
import { ADMIN_EMAIL, ADMIN_PASSWORD, root, saveCategory, startProduct } from "./harness";

type Product = Awaited<ReturnType<typeof startProduct>>;

let database: FreshDatabase;
let shared: string;
let replicas: Product[] = [];

const secrets = {
  SESSION_SECRET: "replicas-session-secret-0123456789",
  TOKEN_SECRET: "replicas-token-secret-0123456789",
  PROVIDER_API_KEY: "replicas-api-key-0123456789",
};

beforeAll(async () => {
  database = await freshPostgresDatabase("replicas");
  shared = await mkdtemp(path.join(os.tmpdir(), "replicas-storage-"));
  const env = {
    ...secrets,
    DATABASE_URL: database.url,
    STORAGE_URL: `file://${shared}`,
    SEED_DEMO: "true",
    // Demo pictures encoded once for every suite (ADR 0015): the records are under test here.
    SEED_IMAGE_CACHE: path.join(root, "tests/.tmp/seed-images"),
    // The app's login limit per address counts for real here (20 failures in 15 minutes).
    RATE_LIMIT_SCALE: "1",
    // A public page read on one replica right after a save on the other must not be a cached
    // copy: the announcement empties it, the TTL alone would take 10 s.
    PROVIDER_CACHE_TTL_MS: "10000",
  };
  replicas = await Promise.all([startProduct(env), startProduct(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop("SIGKILL")));
  await Promise.all(replicas.map((replica) => replica.removeData()));
  await database?.drop();
  if (shared) await rm(shared, { recursive: true, force: true });
});

async function sql<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A login as a visitor at `address` (the replicas believe X-Forwarded-For from loopback). */
async function logIn(base: string, password = ADMIN_PASSWORD, address = "198.51.100.1") {
  const response = await fetch(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: base,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": address,
    },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

/** The image URL of category `name` on a replica's home page, once it shows there. */
async function shownWithImage(base: string, name: string, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${base}/?lng=en`)).text();
    const at = html.indexOf(name);
    if (at >= 0) {
      const image = /src="([^"]*\/storage\/[^"]+)"/.exec(
        html.slice(Math.max(0, at - 2000), at + 2000),
      );
      return image?.[1] ?? "";
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

describe("two replicas on one PostgreSQL database", () => {
  it("made one schema, one admin and one copy of the demo content", async () => {
    const admins = await sql<{ n: number }>(
      "select count(*)::int as n from users where email = 'admin@example.com'",
    );
    expect(admins[0].n).toBe(1);
    const [a, b] = await Promise.all(
      replicas.map(async ({ providerURL }) => {
        const response = await fetch(`${providerURL}/api/categories?per_page=100`, {
          headers: { apikey: secrets.PROVIDER_API_KEY, lang: "en", accept: "application/json" },
        });
        return ((await response.json()) as { meta: { total: number } }).meta.total;
      }),
    );
    expect(a).toBeGreaterThan(0);
    expect(b).toBe(a);
    const names = await sql<{ en_name: string; n: number }>(
      "select en_name, count(*)::int as n from categories group by en_name having count(*) > 1",
    );
    expect(names).toEqual([]);
  });

  it("a session made on one replica is good on the other", async () => {
    const [first, second] = replicas;
    const { status, cookie } = await logIn(first.baseURL);
    expect(status).toBe(303);
    const dashboard = await fetch(`${second.baseURL}/dashboard`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    await dashboard.arrayBuffer();
    expect(dashboard.status).toBe(200);
  });

  it("a category saved through one shows with its image on the other within 2 s", async () => {
    const [first, second] = replicas;
    // The other replica has the home page in its caches before the save.
    await (await fetch(`${second.baseURL}/?lng=en`)).text();
    await (await fetch(`${second.baseURL}/?lng=en`)).text();
    const { cookie } = await logIn(first.baseURL);
    const name = `Replicated ${Date.now()}`;
    expect(await saveCategory(first.baseURL, cookie, name)).toBe(303);
    const image = await shownWithImage(second.baseURL, name, 2_000);
    expect(image, "the category on the other replica's home page").toBeTruthy();
    const file = await fetch(new URL(image!, second.baseURL));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^image\//);
  });

  it("refuses failed logins after as many tries as one replica would", async () => {
    // One replica refuses an account from an address after five wrong passwords (ADR 0005's
    // login limits); spread over both, the sixth is refused too, wherever it lands.
    const address = "198.51.100.66";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await logIn(replicas[i % 2].baseURL, `wrong-${i}`, address)).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await logIn(replicas[1].baseURL, "wrong-again", address)).status).toBe(429);
    expect((await logIn(replicas[0].baseURL, ADMIN_PASSWORD, address)).status).toBe(429);
  });

  it("with one replica stopped, the other serves pages and takes saves", async () => {
    const [first, second] = replicas;
    expect(await first.stop("SIGTERM")).toBe(0);
    const home = await fetch(`${second.baseURL}/`);
    expect(home.status).toBe(200);
    const { status, cookie } = await logIn(second.baseURL);
    expect(status).toBe(303);
    expect(await saveCategory(second.baseURL, cookie, `After stop ${Date.now()}`)).toBe(303);
  });
});
