// The demo pictures are encoded by the build and only copied at first start (ADR 0020): a seed
// with the shipped folder runs no image job, and what it stores is the shipped bytes.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDb, type Db } from "../../../server/db/index.js";
import { demoDrawings } from "../../../server/db/seed/drawings.js";
import {
  SHIPPED_SEED_IMAGES,
  readEntry,
  seedImageKey,
} from "../../../server/db/seed/image-cache.js";
import { drawingSuffixes } from "../../../server/db/seed/images.js";
import { seedDemo } from "../../../server/db/seed/index.js";
import { SEED_IMAGES_MANIFEST, shipSeedImages } from "../../../server/db/seed/ship-images.js";
import type { ImageJob } from "../../../server/storage/image-jobs.js";
import type { ImagePool } from "../../../server/storage/image-pool.js";
import { keyFor } from "../../../server/storage/index.js";
import { parseVariants } from "../../../server/storage/variants.js";
import { createDriver } from "../../../server/storage/url.js";

/** Writes random bytes where a job names its outputs: the files' plumbing without sharp. */
function fakePool(): ImagePool & { jobs: ImageJob[] } {
  const jobs: ImageJob[] = [];
  return {
    jobs,
    async run(job) {
      jobs.push(job);
      const outputs =
        job.op === "draw"
          ? [job.main, job.thumb]
          : job.op === "variants"
            ? job.outputs.map((o) => o.file)
            : [];
      for (const file of outputs) await writeFile(file, randomBytes(64));
      return { width: 1, height: 1 };
    },
    stats: () => ({ running: 0, queued: 0, started: jobs.length, killed: 0, pids: [] }),
    close: async () => {},
  };
}

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const drawings = Object.values(demoDrawings()).flat(2);

let dir: string;
const dbs: Db[] = [];

async function freshDb() {
  const db = openDb(":memory:");
  dbs.push(db);
  await migrate(db);
  return db;
}

/** Every file the seeded rows name, read from the storage folder. */
async function storedFiles(db: Db, storageDir: string) {
  const rows = await db.selectFrom("images").select(["path", "thumb", "variants"]).execute();
  // The full-size WebP variant is the main picture itself (ADR 0015).
  const paths = rows.flatMap((r) => [
    r.path,
    r.thumb,
    ...parseVariants(r.variants).map((v) => v.path),
  ]);
  return Promise.all(
    [...new Set(paths)].map((p) => readFile(path.join(storageDir, keyFor(p) ?? "missing"))),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "seed-images-"));
});

afterAll(async () => {
  for (const db of dbs) await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

describe("the demo pictures the build ships", () => {
  it("are what a seed stores, with no image job at first start", async () => {
    const shipped = path.join(dir, "shipped");
    const build = fakePool();
    const made = await shipSeedImages(shipped, build);
    expect(made).toEqual({ pictures: drawings.length, encoded: drawings.length });
    // A second build keeps every entry: it encodes nothing.
    expect(await shipSeedImages(shipped, fakePool())).toEqual({ ...made, encoded: 0 });

    const first = fakePool();
    const storageDir = path.join(dir, "files");
    const driver = await createDriver({ kind: "file", folder: storageDir });
    const db = await freshDb();
    expect(await seedDemo(db, { driver, images: first }, { shipped })).toBe(true);
    expect(first.jobs).toEqual([]);

    const shippedHashes = new Set<string>();
    for (const key of await readdir(shipped)) {
      if (key === SEED_IMAGES_MANIFEST) continue;
      for (const name of await readdir(path.join(shipped, key))) {
        shippedHashes.add(sha(await readFile(path.join(shipped, key, name))));
      }
    }
    const stored = await storedFiles(db, storageDir);
    expect(stored).toHaveLength(drawings.reduce((n, d) => n + drawingSuffixes(d).length, 0));
    expect(stored.filter((bytes) => !shippedHashes.has(sha(bytes)))).toEqual([]);
  });

  it("falls back to encoding a missing drawing, kept in the cache and never in the shipped folder", async () => {
    const shipped = path.join(dir, "empty-shipped");
    const cache = path.join(dir, "cache");
    const pool = fakePool();
    const driver = await createDriver({ kind: "file", folder: path.join(dir, "files-2") });
    expect(await seedDemo(await freshDb(), { driver, images: pool }, { shipped, cache })).toBe(
      true,
    );
    expect(pool.jobs.filter((job) => job.op === "draw")).toHaveLength(drawings.length);
    expect(existsSync(shipped)).toBe(false);
    expect((await readdir(cache)).sort()).toEqual(drawings.map((d) => seedImageKey(d.svg)).sort());
  });

  it("are all in the build's folder (npm run build:provider)", async () => {
    const manifest = path.join(SHIPPED_SEED_IMAGES, SEED_IMAGES_MANIFEST);
    expect(existsSync(manifest), `${manifest}: run npm run build:provider`).toBe(true);
    const listed: { pictures: string[] } = JSON.parse(await readFile(manifest, "utf8"));
    expect(listed.pictures.sort()).toEqual(drawings.map((d) => seedImageKey(d.svg)).sort());
    for (const drawing of drawings) {
      const entry = await readEntry(
        SHIPPED_SEED_IMAGES,
        seedImageKey(drawing.svg),
        drawingSuffixes(drawing),
      );
      expect(entry, drawing.svg.slice(0, 80)).not.toBeNull();
    }
  });
});
