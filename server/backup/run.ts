// docs/deploy.md, "Backups": manifest.json is written last; a folder without one is never restored.
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { resolveDataDir } from "../bin/secrets.mjs";
import type { StoredObject } from "../storage/driver.js";
import { createDriver, parseStorageUrl, type StorageTarget } from "../storage/url.js";
import { databaseTarget, engineFor, type DatabaseTarget } from "./engines.js";
import { copyOut, listStored, putBack, verifyCopies } from "./files.js";

export type BackupSettings = { dataDir: string; database: DatabaseTarget; storage: StorageTarget };

export type Manifest = {
  format: 1;
  created_at: string;
  engine: DatabaseTarget["engine"];
  database: string;
  /** No credentials. */
  storage: string;
  counts: { tables?: Record<string, number>; files: Record<string, number>; bytes: number };
  files: StoredObject[];
  secrets: boolean;
};

const MANIFEST = "manifest.json";
const SECRETS = "secrets.json";

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const dataDir = resolveDataDir(env);
  return {
    dataDir,
    database: databaseTarget(env.DATABASE_URL, dataDir),
    storage: parseStorageUrl(env.STORAGE_URL, dataDir, env),
  };
}

export async function backup(settings: BackupSettings, to: string): Promise<Manifest> {
  const folder = path.resolve(to);
  const present = await readdir(folder).catch(() => null);
  if (present?.length) throw new Error(`${folder} is not empty: back up into a new folder`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const engine = await engineFor(settings.database);
  const driver = await createDriver(settings.storage);
  try {
    // Files on both sides of the database copy (names are never reused, so a file is copied once).
    const files = await copyOut(driver, await listStored(driver), folder);
    const { tables } = await engine.dump(path.join(folder, engine.dumpName));
    const copied = new Set(files.map((f) => f.key));
    const later = (await listStored(driver)).filter((f) => !copied.has(f.key));
    files.push(...(await copyOut(driver, later, folder)));
    files.sort((a, b) => a.key.localeCompare(b.key));

    const secrets = await copyFile(path.join(settings.dataDir, SECRETS), path.join(folder, SECRETS))
      .then(() => true)
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return false;
        throw error;
      });
    const counts: Manifest["counts"] = { tables, files: {}, bytes: 0 };
    for (const f of files) {
      const area = f.key.split("/")[0];
      counts.files[area] = (counts.files[area] ?? 0) + 1;
      counts.bytes += f.size;
    }
    const manifest: Manifest = {
      format: 1,
      created_at: new Date().toISOString(),
      engine: engine.name,
      database: engine.dumpName,
      storage: driver.location,
      counts,
      files,
      secrets,
    };
    await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    return manifest;
  } finally {
    driver.close();
  }
}

export async function readManifest(from: string): Promise<Manifest> {
  const text = await readFile(path.join(path.resolve(from), MANIFEST), "utf8").catch(() => null);
  if (text === null) throw new Error(`${from} holds no ${MANIFEST}: not a finished backup`);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

export async function restore(
  settings: BackupSettings,
  from: string,
  options: { force?: boolean } = {},
): Promise<Manifest> {
  const folder = path.resolve(from);
  const manifest = await readManifest(folder);
  if (manifest.engine !== settings.database.engine) {
    throw new Error(
      `the backup holds a ${manifest.engine} database and DATABASE_URL selects ${settings.database.engine}`,
    );
  }
  // Everything is checked before anything is replaced.
  const dump = path.join(folder, path.basename(manifest.database));
  await stat(dump);
  await verifyCopies(manifest.files, folder);
  const engine = await engineFor(settings.database);
  await engine.restore(dump, { force: Boolean(options.force) });
  const driver = await createDriver(settings.storage);
  try {
    await putBack(driver, manifest.files, folder);
  } finally {
    driver.close();
  }
  if (manifest.secrets) {
    await mkdir(settings.dataDir, { recursive: true });
    await copyFile(path.join(folder, SECRETS), path.join(settings.dataDir, SECRETS));
  }
  return manifest;
}
