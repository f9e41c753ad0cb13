// First start on an empty database (ADR 0010): schema, admin and demo content are made once. On
// PostgreSQL two replicas start at the same moment and take turns under the advisory lock; on
// SQLite (one process by design) a second start after the first finds everything done.
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImagePool } from "../../../server/storage/image-pool.js";
import { prepareDatabase } from "../../../server/db/first-start.js";
import { engineOf, openDb, type Db } from "../../../server/db/index.js";
import * as content from "../../../server/db/seed/content.js";
import { team } from "../../../server/db/seed/content-team.js";
import { migrations } from "../../../server/db/migrations/index.js";
import { ENGINE, SEED_IMAGE_CACHE, openTestDb } from "./harness.js";
import { createDriver } from "../../../server/storage/url.js";
import { secureDataDir } from "../../../server/bin/secrets.mjs";

let dataDir: string;
let first: Awaited<ReturnType<typeof openTestDb>>;
let second: Db;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "first-start-"));
  first = await openTestDb(dataDir);
  // A second replica: its own connection pool (or SQLite handle) on the same database.
  second = openDb(
    first.url
      ? { kind: "postgres", url: first.url }
      : { kind: "sqlite", file: path.join(dataDir, "provider.sqlite") },
  );
});

afterAll(async () => {
  await second?.destroy();
  await first?.db.destroy();
  await first?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Counted = "users" | "categories" | "faqs" | "jobs" | "tags" | "team_members" | "pages";
const count = async (db: Db, table: Counted) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`first start on an empty ${ENGINE} database`, () => {
  it("makes one schema, one admin and one copy of the demo content", async () => {
    expect(engineOf(first.db)).toBe(ENGINE);
    // Each replica with its own folder: only one of them may receive the demo pictures.
    const drivers = await Promise.all(
      [1, 2, 3].map((n) =>
        createDriver({ kind: "file", folder: path.join(dataDir, `files-${n}`) }),
      ),
    );
    const images = createImagePool();
    const options = (n: number) => ({
      adminEmail: "admin@example.test",
      seedDemo: true,
      storage: { driver: drivers[n - 1], images },
      seedImageCache: SEED_IMAGE_CACHE,
    });
    const results =
      ENGINE === "postgres"
        ? await Promise.all([
            prepareDatabase(first.db, options(1)),
            prepareDatabase(second, options(2)),
          ])
        : [await prepareDatabase(first.db, options(1)), await prepareDatabase(second, options(2))];

    expect(results.filter((r) => r.admin.created)).toHaveLength(1);
    // The one password printed is the one that works: the other replica generated none.
    expect(results.filter((r) => r.admin.generatedPassword)).toHaveLength(1);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);

    const admins = await first.db.selectFrom("users").select("email").execute();
    expect(admins).toEqual([{ email: "admin@example.test" }]);
    expect(await count(first.db, "categories")).toBe(content.categories.length);
    expect(await count(first.db, "faqs")).toBe(content.faqs.length);
    expect(await count(first.db, "tags")).toBe(content.tags.length);
    expect(await count(first.db, "team_members")).toBe(team.length);
    expect(await count(first.db, "pages")).toBe(4);
    const applied = await first.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .orderBy("name" as never)
      .execute();
    // Each migration ran once, though two replicas started together.
    expect(applied).toEqual(Object.keys(migrations).map((name) => ({ name })));

    // A later start (a restart, a third replica) changes nothing.
    const again = await prepareDatabase(second, options(3));
    expect(again).toEqual({ admin: { created: false }, seeded: false });
    expect(await count(second, "users")).toBe(1);
    expect(await count(second, "categories")).toBe(content.categories.length);
    expect(await count(second, "pages")).toBe(4);
    await images.close();
    // Seeding draws every demo picture: as slow as a seeded startProvider in a beforeAll hook.
  }, 90_000);
});

/** Permission bits of a file or folder, as `ls -l` would print them in octal. */
const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

// SQLite's files only: registered in the sqlite project alone, so the postgres one has nothing to
// skip.
if (ENGINE === "sqlite")
  describe("the data folder holds password hashes", () => {
    it("makes the folder 0700 and the database with its -wal and -shm 0600", async () => {
      const folder = path.join(dataDir, "fresh", "data");
      secureDataDir(folder);
      const db = openDb({ kind: "sqlite", file: path.join(folder, "provider.sqlite") });
      try {
        const driver = await createDriver({ kind: "file", folder });
        const storage = { driver, images: createImagePool() };
        await prepareDatabase(db, { adminEmail: "admin@example.test", seedDemo: false, storage });
        await storage.images.close();
        const modes = await Promise.all(
          ["", "/provider.sqlite", "/provider.sqlite-wal", "/provider.sqlite-shm"].map((part) =>
            modeOf(`${folder}${part}`),
          ),
        );
        expect(modes).toEqual(["700", "600", "600", "600"]);
      } finally {
        await db.destroy();
      }
    });

    it("tightens a folder and a database an older version left readable to all", async () => {
      const folder = path.join(dataDir, "older");
      await mkdir(folder, { mode: 0o755 });
      await chmod(folder, 0o755);
      for (const part of ["", "-wal", "-shm"]) {
        await writeFile(path.join(folder, `provider.sqlite${part}`), "", { mode: 0o644 });
      }
      secureDataDir(folder);
      const db = openDb({ kind: "sqlite", file: path.join(folder, "provider.sqlite") });
      try {
        expect(await modeOf(folder)).toBe("700");
        for (const part of ["", "-wal", "-shm"]) {
          expect(await modeOf(path.join(folder, `provider.sqlite${part}`))).toBe("600");
        }
      } finally {
        await db.destroy();
      }
    });
  });
