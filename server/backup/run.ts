// docs/deploy.md, "Backups": the manifest is written last and names every file with its sha256;
// a restore checks them all before it replaces anything.
import { createHash } from "node:crypto";
import { chmod, readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { resolveDataDir, secureDataDir } from "../bin/secrets.mjs";
import { createDriver, parseStorageUrl, type StorageTarget } from "../storage/url.js";
import { measureFile, verifyBackup } from "./checksums.js";
import { databaseTarget, engineFor, type DatabaseTarget } from "./engines.js";
import { copyOut, listStored, putBack } from "./files.js";
import {
  FORMAT,
  MANIFEST,
  SECRETS,
  readManifest,
  writeManifest,
  type Manifest,
  type StoredManifest,
} from "./manifest.js";
import { PRIVATE_FILE, copyPrivate, createPrivateFile, writePrivateFile } from "./private-files.js";

export type { Manifest, StoredManifest } from "./manifest.js";

export type BackupSettings = { dataDir: string; database: DatabaseTarget; storage: StorageTarget };
/** Something the operator should know that does not stop the run. */
export type Warn = (message: string) => void;

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const dataDir = resolveDataDir(env);
  return {
    dataDir,
    database: databaseTarget(env.DATABASE_URL, dataDir),
    storage: parseStorageUrl(env.STORAGE_URL, dataDir, env),
  };
}

function missingIsNull(error: NodeJS.ErrnoException): null {
  if (error.code === "ENOENT") return null;
  throw error;
}

/** On PostgreSQL the secrets come from the environment (docs/deploy.md): none travel. */
async function copySecrets(settings: BackupSettings, folder: string, warn: Warn) {
  const source = path.join(settings.dataDir, SECRETS);
  const data = await readFile(source).catch(missingIsNull);
  if (!data) return undefined;
  if (settings.database.engine === "postgres") {
    warn(`${source} is left out: on PostgreSQL the secrets come from the environment`);
    return undefined;
  }
  await writePrivateFile(path.join(folder, SECRETS), data);
  return createHash("sha256").update(data).digest("hex");
}

export async function backup(
  settings: BackupSettings,
  to: string,
  options: { warn?: Warn } = {},
): Promise<Manifest> {
  const folder = path.resolve(to);
  const present = await readdir(folder).catch(() => null);
  if (present?.length) throw new Error(`${folder} is not empty: back up into a new folder`);
  // Owner only, as DATA_DIR (an empty folder made beforehand is tightened too).
  secureDataDir(folder);
  const engine = await engineFor(settings.database);
  const driver = await createDriver(settings.storage);
  try {
    // Files on both sides of the database copy (names are never reused, so a file is copied once).
    const files = await copyOut(driver, await listStored(driver), folder);
    const dump = path.join(folder, engine.dumpName);
    await createPrivateFile(dump);
    const { tables } = await engine.dump(dump);
    await chmod(dump, PRIVATE_FILE);
    const database = await measureFile(dump);
    const copied = new Set(files.map((f) => f.key));
    const later = (await listStored(driver)).filter((f) => !copied.has(f.key));
    files.push(...(await copyOut(driver, later, folder)));
    files.sort((a, b) => a.key.localeCompare(b.key));

    const secrets = await copySecrets(settings, folder, options.warn ?? (() => {}));
    const counts: Manifest["counts"] = { tables, files: {}, bytes: 0 };
    for (const f of files) {
      const area = f.key.split("/")[0];
      counts.files[area] = (counts.files[area] ?? 0) + 1;
      counts.bytes += f.size;
    }
    const manifest: Manifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      engine: engine.name,
      database: engine.dumpName,
      database_sha256: database.sha256,
      storage: driver.location,
      counts,
      files,
      secrets: secrets !== undefined,
      secrets_sha256: secrets,
    };
    await writeManifest(folder, manifest);
    return manifest;
  } finally {
    driver.close();
  }
}

function inside(folder: string, file: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** A PostgreSQL and S3 deploy may have no writable DATA_DIR: it is only touched when used. */
function writesIntoDataDir({ dataDir, database, storage }: BackupSettings, secrets: boolean) {
  return (
    secrets ||
    (database.engine === "sqlite" && inside(dataDir, database.file)) ||
    (storage.kind === "file" && inside(dataDir, storage.folder))
  );
}

export async function restore(
  settings: BackupSettings,
  from: string,
  options: { force?: boolean; warn?: Warn } = {},
): Promise<StoredManifest> {
  const warn = options.warn ?? (() => {});
  const folder = path.resolve(from);
  const manifest = await readManifest(folder);
  if (manifest.engine !== settings.database.engine) {
    throw new Error(
      `the backup holds a ${manifest.engine} database and DATABASE_URL selects ${settings.database.engine}`,
    );
  }
  const secrets = manifest.secrets && settings.database.engine === "sqlite";
  if (manifest.secrets && !secrets) {
    warn(`${SECRETS} is not restored: on PostgreSQL the secrets come from the environment`);
  }
  if (manifest.format === 1) {
    warn(`${MANIFEST} is format 1: the backup carries no checksums, only sizes were checked`);
  }
  // Everything is checked before anything is replaced.
  await verifyBackup(folder, manifest, { secrets });
  const engine = await engineFor(settings.database);
  await engine.restore(path.join(folder, manifest.database), { force: Boolean(options.force) });
  if (writesIntoDataDir(settings, secrets)) secureDataDir(settings.dataDir);
  const driver = await createDriver(settings.storage);
  try {
    await putBack(driver, manifest.files, folder);
  } finally {
    driver.close();
  }
  if (secrets) {
    await copyPrivate(path.join(folder, SECRETS), path.join(settings.dataDir, SECRETS));
  }
  return manifest;
}
