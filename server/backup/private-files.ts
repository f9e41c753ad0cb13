// A backup holds password hashes, secrets and visitors' attachments: what a backup or a restore
// writes is its owner's only, from the moment it exists (docs/deploy.md, "Backups").
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rename, unlink, writeFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";

export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

export async function makeFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
}

/** Created empty, so a tool that then writes into it (pg_dump, SQLite) keeps the mode. */
export async function createPrivateFile(file: string): Promise<void> {
  await (await open(file, "wx", PRIVATE_FILE)).close();
}

export async function writePrivateFile(file: string, data: string | Buffer): Promise<void> {
  await writeFile(file, data, { flag: "wx", mode: PRIVATE_FILE });
}

/** Replaces `target` at once: a temp file beside it, then a rename (`beforeRename` in between). */
export async function copyPrivate(
  source: string,
  target: string,
  beforeRename: () => Promise<void> = async () => {},
): Promise<void> {
  const tmp = `${target}.restore-${process.pid}.tmp`;
  // One an interrupted restore left behind.
  await unlink(tmp).catch(() => undefined);
  try {
    await pipeline(
      createReadStream(source),
      createWriteStream(tmp, { flags: "wx", mode: PRIVATE_FILE }),
    );
    await beforeRename();
    await rename(tmp, target);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}
