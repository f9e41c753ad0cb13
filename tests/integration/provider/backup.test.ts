// Backups (docs/deploy.md, "Backups"): a provider with content and files is backed up while it
// runs, its data is wiped, the backup is restored, and the provider serves the same content and
// files again. On both storage drivers (ADR 0011) and, through the vitest projects, both database
// engines (ADR 0010): SQLite's online backup, and pg_dump/pg_restore into a new database. The
// backup and what a restore writes are private (folders 0700, files 0600; an S3 install on
// PostgreSQL keeps nothing in DATA_DIR). Damaged backups: backup-integrity.test.ts.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backup, restore, type BackupSettings } from "../../../server/backup/run.js";
import { clientToolsDir } from "../../support/postgres.js";
import {
  DRIVER_KINDS,
  freshTarget,
  removeTarget,
  localS3ForFile,
} from "../../helpers/storage-drivers.js";
import { DUMP, countCategories, emptyDatabase } from "./backup-support.js";
import { modeOf as mode, notPrivate } from "./file-modes.js";
import { multipart, pdf, png } from "./files.js";
import { ENGINE, startProvider, type Provider } from "./harness.js";

const localS3 = localS3ForFile();

// pg_dump and pg_restore, as an operator's machine has them on PATH.
if (ENGINE === "postgres")
  process.env.PATH = `${clientToolsDir()}${path.delimiter}${process.env.PATH}`;

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
      const warnings: string[] = [];
      const manifest = await backup(settings, backupDir, { warn: (m) => warnings.push(m) });
      expect(manifest).toMatchObject({
        format: 2,
        engine: ENGINE,
        database: DUMP,
        database_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        // On PostgreSQL the secrets come from the environment: a file left in DATA_DIR stays.
        secrets: ENGINE === "sqlite",
        // The image, its thumbnail and its AVIF (90 px wide: no smaller variant).
        counts: { files: { uploads: 3, private: 1 } },
      });
      expect(manifest.counts.tables).toMatchObject({
        categories: 1,
        service_requests: 1,
        users: 1,
      });
      expect(manifest.files.map((f) => f.key)).toContain(`private${attachment.slice(8)}`);
      for (const file of manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
      // One database file: no -wal/-shm beside it.
      expect((await readdir(backupDir)).sort()).toEqual(
        [DUMP, "files", "manifest.json", ...(ENGINE === "sqlite" ? ["secrets.json"] : [])].sort(),
      );
      expect(warnings).toEqual(
        ENGINE === "sqlite" ? [] : [expect.stringMatching(/secrets\.json is left out/)],
      );
      // Password hashes and attachments: every folder 0700, every file 0600.
      expect(await notPrivate(backupDir)).toEqual([]);
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
      // Private before the provider starts and tightens anything.
      if (ENGINE === "sqlite") {
        expect(await mode(dataDir)).toBe(0o700);
        expect(await mode(path.join(dataDir, "provider.sqlite"))).toBe(0o600);
        expect(await mode(path.join(dataDir, "secrets.json"))).toBe(0o600);
        expect(existsSync(path.join(dataDir, "provider.sqlite-wal"))).toBe(false);
      } else {
        expect(existsSync(path.join(dataDir, "secrets.json"))).toBe(false);
      }
      if (kind === "file") {
        expect(await mode(dataDir)).toBe(0o700);
        expect(await mode(path.join(dataDir, `private${attachment.slice(8)}`))).toBe(0o600);
      } else if (ENGINE === "postgres") {
        // Nothing of a PostgreSQL and S3 install lives there.
        expect(existsSync(dataDir)).toBe(false);
      }
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
      if (ENGINE === "sqlite") {
        expect(await readFile(path.join(dataDir, "secrets.json"), "utf8")).toBe(secrets);
      }
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
