// Through the driver, so a backup from a folder restores into a bucket and the other way round.
import { createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { StorageDriver, StoredObject } from "../storage/driver.js";
import { PRIVATE_AREA, PUBLIC_AREA, contentTypeFor } from "../storage/index.js";

export const AREAS = [PUBLIC_AREA, PRIVATE_AREA] as const;
export const FILES_FOLDER = "files";

export async function listStored(driver: StorageDriver): Promise<StoredObject[]> {
  const found: StoredObject[] = [];
  for (const area of AREAS) for await (const object of driver.list(`${area}/`)) found.push(object);
  return found;
}

function localPath(backupDir: string, key: string): string {
  return path.join(backupDir, FILES_FOLDER, ...key.split("/"));
}

/** A file removed since it was listed (an image replaced meanwhile) is left out. */
export async function copyOut(
  driver: StorageDriver,
  objects: StoredObject[],
  backupDir: string,
): Promise<StoredObject[]> {
  const copied: StoredObject[] = [];
  for (const { key } of objects) {
    const file = await driver.get(key);
    if (!file) continue;
    const target = localPath(backupDir, key);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(file.body, createWriteStream(target, { flags: "wx", mode: 0o600 }));
    copied.push({ key, size: file.size });
  }
  return copied;
}

export async function putBack(
  driver: StorageDriver,
  objects: StoredObject[],
  backupDir: string,
): Promise<void> {
  for (const { key } of objects) {
    await driver.putFile(key, localPath(backupDir, key), contentTypeFor(key).mime);
  }
}

export async function verifyCopies(objects: StoredObject[], backupDir: string): Promise<void> {
  for (const { key, size } of objects) {
    const found = await stat(localPath(backupDir, key)).catch(() => null);
    if (found?.size !== size) throw new Error(`the backup lacks ${key} or holds a different size`);
  }
}
