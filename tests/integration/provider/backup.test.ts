// Backups (docs/deploy.md, "Backups"): a provider with content and files is backed up while it
// runs, its data is wiped, the backup is restored, and the provider serves the same content and
// files again. On both storage drivers (ADR 0011).
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backup, restore, type BackupSettings } from "../../../server/backup/run.js";
import {
  DRIVER_KINDS,
  freshTarget,
  removeTarget,
  localS3ForFile,
} from "../../helpers/storage-drivers.js";
import { multipart, pdf, png } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

const localS3 = localS3ForFile();

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
    const settings: BackupSettings = {
      dataDir,
      database: { engine: "sqlite", file: path.join(dataDir, "provider.sqlite") },
      storage: target,
    };
    const secrets = JSON.stringify({ apiKey: "k", sessionSecret: "s", tokenSecret: "t" });
    await writeFile(path.join(dataDir, "secrets.json"), secrets, { mode: 0o600 });

    let p = await startProvider({ dataDir, storage: target });
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
        multipart: multipart({ type: "graphics", info: "A logo for our bakery, please." }, [
          { field: "info_file", name: "brief.pdf", data: pdf() },
        ]),
      });
      expect(asked.status).toBe(200);
      attachment = (
        await p.db.selectFrom("service_requests").select("file_path").executeTakeFirstOrThrow()
      ).file_path!;
      image = await bytes(p, category.image);

      // Online: the provider keeps running while the backup is taken.
      const manifest = await backup(settings, backupDir);
      expect(manifest).toMatchObject({
        format: 1,
        engine: "sqlite",
        database: "database.sqlite",
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
        "database.sqlite",
        "files",
        "manifest.json",
        "secrets.json",
      ]);
      // A second backup never mixes into the first.
      await expect(backup(settings, backupDir)).rejects.toThrow(/not empty/);
    } finally {
      await p.close();
    }

    // The machine is lost: the data folder and every stored file are gone.
    await rm(dataDir, { recursive: true, force: true });
    await removeTarget(target);

    try {
      await restore(settings, backupDir);
      p = await startProvider({ dataDir, storage: target });
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
