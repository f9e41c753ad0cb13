// A damaged backup is refused whole (docs/deploy.md, "Backups"): a restore checks the manifest and
// every file's sha256 before it writes anything, names what is wrong, and leaves the database and
// the stored files as they were, even with --force. On both engines through the vitest projects
// (ADR 0010); a backup of the older format 1 (no checksums) still restores, with a warning.
import { existsSync } from "node:fs";
import {
  chmod,
  cp,
  mkdir,
  mkdtemp,
  readFile,
  rm,
  stat,
  truncate,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backup, restore, type BackupSettings, type Manifest } from "../../../server/backup/run.js";
import { clientToolsDir } from "../../support/postgres.js";
import { DUMP, countCategories, emptyDatabase, type EmptyDatabase } from "./backup-support.js";
import { modeOf, tree, type Entry } from "./file-modes.js";
import { multipart, pdf, png, type FileSpec } from "./files.js";
import { ENGINE, startProvider } from "./harness.js";

if (ENGINE === "postgres")
  process.env.PATH = `${clientToolsDir()}${path.delimiter}${process.env.PATH}`;

let workDir: string;
let dataDir: string;
let backupDir: string;
let database: EmptyDatabase;
let settings: BackupSettings;
let manifest: Manifest;
/** The data folder as the refused restores must leave it (files' inodes and times included). */
let before: Record<string, Entry>;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "backup-integrity-"));
  dataDir = path.join(workDir, "data");
  backupDir = path.join(workDir, "backup");
  await mkdir(dataDir, { mode: 0o700 });
  database = await emptyDatabase(dataDir);
  settings = { dataDir, database: database.target, storage: { kind: "file", folder: dataDir } };
  if (ENGINE === "sqlite") {
    const secrets = JSON.stringify({ apiKey: "k", sessionSecret: "s", tokenSecret: "t" });
    await writeFile(path.join(dataDir, "secrets.json"), secrets, { mode: 0o600 });
  }
  const p = await startProvider({ dataDir, ...database.start });
  try {
    const admin = await p.login();
    const save = (en_name: string, files: FileSpec[]) =>
      p.post("dashboard/categories/save", {
        token: admin,
        multipart: multipart({ ar_name: "تصميم", en_name }, files),
      });
    await save("Design", [{ field: "image", name: "a.png", data: await png(90, 60) }]);
    await p.post("ask_service", {
      multipart: multipart({ type: "graphics", info: "A logo, please.", phone: "0501234567" }, [
        { field: "info_file", name: "brief.pdf", data: pdf() },
      ]),
    });
    manifest = await backup(settings, backupDir);
    // Made after the backup: a restore that went ahead would remove it.
    expect((await save("Print", [])).status).toBe(200);
  } finally {
    await p.close();
  }
  expect(await countCategories(settings.database)).toBe(2);
  before = await tree(dataDir);
}, 60_000);

afterAll(async () => {
  await database?.lose();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

let copies = 0;
/** A copy of the backup, damaged by `damage`. */
async function damaged(damage: (folder: string) => Promise<void>): Promise<string> {
  const folder = path.join(workDir, `copy-${++copies}`);
  await cp(backupDir, folder, { recursive: true });
  await damage(folder);
  return folder;
}

/** One byte changed in the middle: the size stays, only the checksum can tell. */
async function flipByte(file: string): Promise<void> {
  const data = await readFile(file);
  data[Math.floor(data.length / 2)] ^= 0xff;
  await writeFile(file, data);
}

async function editManifest(folder: string, edit: (m: Record<string, unknown>) => void) {
  const file = path.join(folder, "manifest.json");
  const json = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  edit(json);
  await writeFile(file, JSON.stringify(json));
}

async function expectRefused(folder: string, message: string | RegExp): Promise<void> {
  await expect(restore(settings, folder, { force: true })).rejects.toThrow(message);
  expect(await tree(dataDir)).toEqual(before);
  expect(await countCategories(settings.database)).toBe(2);
  // Reading the database touches its folder (SQLite's -wal comes and goes).
  before = await tree(dataDir);
}

const fileKey = (area: "uploads" | "private") =>
  manifest.files.find((f) => f.key.startsWith(`${area}/`))!.key;

describe("a restore of a damaged backup", () => {
  it("refuses an image changed in one byte, naming it", async () => {
    const key = fileKey("uploads");
    const folder = await damaged((f) => flipByte(path.join(f, "files", key)));
    await expectRefused(folder, `files/${key}: checksum mismatch (backup damaged)`);
  });

  it("refuses a damaged database dump before it restores anything", async () => {
    const folder = await damaged((f) => flipByte(path.join(f, DUMP)));
    // Caught by the checksum: pg_restore (or SQLite's check) never sees it.
    await expectRefused(
      folder,
      `${DUMP}: checksum mismatch (backup damaged); nothing was restored`,
    );
  });

  // A PostgreSQL install keeps its secrets in the environment, not in the backup: registered in
  // the sqlite project alone, so the postgres one has nothing to skip.
  if (ENGINE === "sqlite")
    it("refuses changed secrets", async () => {
      const folder = await damaged((f) => flipByte(path.join(f, "secrets.json")));
      await expectRefused(folder, "secrets.json: checksum mismatch (backup damaged)");
    });

  it("refuses a backup that lacks a file, naming every problem", async () => {
    const key = fileKey("private");
    const image = fileKey("uploads");
    const folder = await damaged(async (f) => {
      await rm(path.join(f, "files", key));
      await truncate(path.join(f, "files", image), 10);
    });
    await expectRefused(folder, `files/${key}: missing from the backup`);
    await expect(restore(settings, folder, { force: true })).rejects.toThrow(
      `files/${image}: size differs from the manifest (backup damaged)`,
    );
  });

  it("refuses a truncated manifest.json, naming it", async () => {
    const folder = await damaged(async (f) => {
      const file = path.join(f, "manifest.json");
      await truncate(file, Math.floor((await stat(file)).size / 2));
    });
    await expectRefused(folder, /manifest\.json is damaged or truncated \(not JSON: /);
  });

  it("refuses a manifest that is not one, or names a file outside the backup", async () => {
    const outside = await damaged((f) =>
      editManifest(f, (m) => {
        (m.files as { key: string }[])[0].key = "uploads/../../secrets.json";
      }),
    );
    await expectRefused(
      outside,
      /manifest\.json is damaged \(files\.0\.key: not a stored file's key\)/,
    );
    const unknown = await damaged((f) => editManifest(f, (m) => (m.format = 3)));
    await expectRefused(unknown, /manifest\.json: unknown backup format 3/);
    const other = ENGINE === "sqlite" ? "postgres" : "sqlite";
    const engine = await damaged((f) => editManifest(f, (m) => (m.engine = other)));
    await expectRefused(engine, `the backup holds a ${other} database`);
    const none = await damaged((f) => rm(path.join(f, "manifest.json")));
    await expectRefused(none, /holds no manifest\.json: not a finished backup/);
  });
});

describe("a backup of format 1", () => {
  it("restores without checksums, with a warning, and private all the same", async () => {
    const folder = await damaged(async (f) => {
      await editManifest(f, (m) => {
        m.format = 1;
        delete m.database_sha256;
        delete m.secrets_sha256;
        for (const file of m.files as { sha256?: string }[]) delete file.sha256;
        // Older backups of a PostgreSQL install carried the unused generated secrets.
        if (ENGINE === "postgres") m.secrets = true;
      });
      if (ENGINE === "postgres") await writeFile(path.join(f, "secrets.json"), "{}");
      // As format 1 wrote them.
      await chmod(path.join(f, DUMP), 0o644);
    });
    const warnings: string[] = [];
    await restore(settings, folder, { force: true, warn: (m) => warnings.push(m) });
    expect(warnings).toContainEqual(
      expect.stringMatching(/format 1: the backup carries no checksums/),
    );
    expect(await countCategories(settings.database)).toBe(1);
    const mode = (name: string) => modeOf(path.join(dataDir, name));
    expect(await mode(".")).toBe(0o700);
    expect(await mode(fileKey("private"))).toBe(0o600);
    if (ENGINE === "sqlite") {
      expect(await mode("provider.sqlite")).toBe(0o600);
    } else {
      expect(warnings).toContainEqual(expect.stringMatching(/secrets\.json is not restored/));
      expect(existsSync(path.join(dataDir, "secrets.json"))).toBe(false);
    }
  });
});
