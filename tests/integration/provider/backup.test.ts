// Backups (docs/deploy.md, "Backups"): a provider with content and files is backed up while it
// runs, its data is wiped, the backup is restored, and the provider serves the same content and
// files again. On both storage drivers (ADR 0011) and, through the vitest projects, both database
// engines (ADR 0010): SQLite's online backup, and pg_dump/pg_restore into a new database.
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { DatabaseTarget } from "../../../server/backup/engines.js";
import { openDb } from "../../../server/db/index.js";
import { backup, restore, type BackupSettings } from "../../../server/backup/run.js";
import { clientToolsDir, createDatabase } from "../../support/postgres.js";
import {
  DRIVER_KINDS,
  freshTarget,
  removeTarget,
  localS3ForFile,
} from "../../helpers/storage-drivers.js";
import { multipart, pdf, png } from "./files.js";
import { ENGINE, startProvider, type Provider, type StartOptions } from "./harness.js";

const localS3 = localS3ForFile();

// pg_dump and pg_restore, as an operator's machine has them on PATH.
if (ENGINE === "postgres")
  process.env.PATH = `${clientToolsDir()}${path.delimiter}${process.env.PATH}`;

type EmptyDatabase = {
  target: DatabaseTarget;
  start: Pick<StartOptions, "databaseUrl">;
  /** The database is gone, as with the machine that held it. */
  lose(): Promise<void>;
};

/** Categories in the database, read straight from it. */
async function countCategories(target: DatabaseTarget): Promise<number> {
  const db = openDb(
    target.engine === "sqlite" ? target.file : { kind: "postgres", url: target.url },
  );
  try {
    const { n } = await db
      .selectFrom("categories")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(n);
  } finally {
    await db.destroy();
  }
}

/** The SQLite file of the data folder, or a new database on the run's PostgreSQL server. */
async function emptyDatabase(dataDir: string): Promise<EmptyDatabase> {
  const server = inject("postgresUrl");
  if (ENGINE === "sqlite" || !server) {
    const file = path.join(dataDir, "provider.sqlite");
    return { target: { engine: "sqlite", file }, start: {}, lose: async () => {} };
  }
  const database = await createDatabase(server, "backup");
  return {
    target: { engine: "postgres", url: database.url },
    start: { databaseUrl: database.url },
    lose: database.drop,
  };
}

type Category = { id: number; en_name: string; image: string };

async function bytes(p: Provider, publicPath: string): Promise<Buffer> {
  const res = await fetch(p.base + publicPath);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe.each(DRIVER_KINDS)("backup and restore on the %s driver", (kind) => {
  it("brings back the content, the public images and the private attachments", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "backup-data-"));
    const backupDir = path.join(await mkdtemp(path.join(os.tmpdir(), "backup-")), "site");
    const target = kind === "file" ? { kind, folder: dataDir } : await freshTarget(kind, localS3());
    const first = await emptyDatabase(dataDir);
    const settings: BackupSettings = { dataDir, database: first.target, storage: target };
    const secrets = JSON.stringify({ apiKey: "k", sessionSecret: "s", tokenSecret: "t" });
    await writeFile(path.join(dataDir, "secrets.json"), secrets, { mode: 0o600 });

    let p = await startProvider({ dataDir, storage: target, ...first.start });
    let category: Category;
    let attachment: string;
    let image: Buffer;
    try {
      const admin = await p.login();
      const saved = await p.post("dashboard/categories/save", {
        token: admin,
        multipart: multipart({ ar_name: "تصميم", en_name: "Design" }, [
          { field: "image", name: "a.png", data: await png(90, 60) },
        ]),
      });
      category = saved.body.data as Category;
      const asked = await p.post("ask_service", {
        multipart: multipart(
          { type: "graphics", info: "A logo for our bakery, please.", phone: "0501234567" },
          [{ field: "info_file", name: "brief.pdf", data: pdf() }],
        ),
      });
      expect(asked.status).toBe(200);
      attachment = (
        await p.db.selectFrom("service_requests").select("file_path").executeTakeFirstOrThrow()
      ).file_path!;
      image = await bytes(p, category.image);

      // Online: the provider keeps running while the backup is taken.
      const manifest = await backup(settings, backupDir);
      const dump = ENGINE === "sqlite" ? "database.sqlite" : "database.pgdump";
      expect(manifest).toMatchObject({
        format: 1,
        engine: ENGINE,
        database: dump,
        secrets: true,
        // The image, its thumbnail and its AVIF (90 px wide: no smaller variant).
        counts: { files: { uploads: 3, private: 1 } },
      });
      expect(manifest.counts.tables).toMatchObject({
        categories: 1,
        service_requests: 1,
        users: 1,
      });
      expect(manifest.files.map((f) => f.key)).toContain(`private${attachment.slice(8)}`);
      // One database file: no -wal/-shm beside it.
      expect((await readdir(backupDir)).sort()).toEqual([
        dump,
        "files",
        "manifest.json",
        "secrets.json",
      ]);
      // A second backup never mixes into the first.
      await expect(backup(settings, backupDir)).rejects.toThrow(/not empty/);
    } finally {
      await p.close();
    }

    // The machine is lost: the data folder, the database and every stored file are gone. The
    // restore goes into a new, empty database.
    await rm(dataDir, { recursive: true, force: true });
    await first.lose();
    await removeTarget(target);
    const second = await emptyDatabase(dataDir);
    settings.database = second.target;

    try {
      await restore(settings, backupDir);
      p = await startProvider({ dataDir, storage: target, ...second.start });
      const admin = await p.login();
      const listed = await p.get("categories");
      expect(listed.body.data).toEqual([
        expect.objectContaining({ id: category.id, en_name: "Design", image: category.image }),
      ]);
      expect((await bytes(p, category.image)).equals(image)).toBe(true);
      const file = await p.attachment(attachment, admin);
      expect(file.status).toBe(200);
      expect(file.text).toBe(pdf().toString());
      expect(await readFile(path.join(dataDir, "secrets.json"), "utf8")).toBe(secrets);
      // Image, thumbnail, AVIF and the attachment.
      expect(await p.uploads()).toHaveLength(4);
      // The database now exists: a second restore needs --force, and then replaces it.
      await expect(restore(settings, backupDir)).rejects.toThrow(/--force/);
    } finally {
      await p.close();
    }
    await restore(settings, backupDir, { force: true });
    expect(await countCategories(settings.database)).toBe(1);
    await second.lose();
    await rm(dataDir, { recursive: true, force: true });
    await removeTarget(target);
    await rm(path.dirname(backupDir), { recursive: true, force: true });
  });
});

describe("a restore", () => {
  it("refuses a folder without a manifest, and a backup of another engine", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "backup-bad-"));
    const settings: BackupSettings = {
      dataDir: folder,
      database: { engine: "sqlite", file: path.join(folder, "db.sqlite") },
      storage: { kind: "file", folder },
    };
    try {
      await expect(restore(settings, folder)).rejects.toThrow(/no manifest\.json/);
      const manifest = { format: 1, engine: "postgres", database: "database.pgdump", files: [] };
      await writeFile(path.join(folder, "manifest.json"), JSON.stringify(manifest));
      await expect(restore(settings, folder)).rejects.toThrow(/postgres database/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
