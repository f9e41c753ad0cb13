// Through the driver, so a backup from a folder restores into a bucket and the other way round.
import { createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { StorageDriver, StoredObject } from "../storage/driver.js";
import { contentTypeFor } from "../storage/index.js";
import { measuring } from "./checksums.js";
import { AREAS, FILES_FOLDER, type BackedUpFile } from "./manifest.js";
import { PRIVATE_FILE, makeFolder } from "./private-files.js";

export async function listStored(driver: StorageDriver): Promise<StoredObject[]> {
  const found: StoredObject[] = [];
  for (const area of AREAS) for await (const object of driver.list(`${area}/`)) found.push(object);
  return found;
}

function localPath(folder: string, key: string): string {
  return path.join(folder, ...key.split("/"));
}

/** A file removed since it was listed (an image replaced meanwhile) is left out. */
export async function copyOut(
  driver: StorageDriver,
  objects: StoredObject[],
  backupDir: string,
): Promise<BackedUpFile[]> {
  const copied: BackedUpFile[] = [];
  for (const { key } of objects) {
    const file = await driver.get(key);
    if (!file) continue;
    const target = localPath(path.join(backupDir, FILES_FOLDER), key);
    await makeFolder(path.dirname(target));
    // The checksum of the bytes read, so the manifest describes what the backup holds.
    const measured = measuring();
    await pipeline(
      file.body,
      measured.pass,
      createWriteStream(target, { flags: "wx", mode: PRIVATE_FILE }),
    );
    copied.push({ key, ...measured.result() });
  }
  return copied;
}

export async function putBack(
  driver: StorageDriver,
  objects: StoredObject[],
  backupDir: string,
): Promise<void> {
  for (const { key } of objects) {
    await driver.putFile(
      key,
      localPath(path.join(backupDir, FILES_FOLDER), key),
      contentTypeFor(key).mime,
    );
  }
}
