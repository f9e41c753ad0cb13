/**
 * Moves visitors' attachments stored by earlier versions under the public uploads folder
 * (`<uploadsDir>/requests/`) into the private folder, where the public route cannot reach them.
 * Runs at every start beside the database migrations (server/index.ts); a second run finds
 * nothing left to move, and a run interrupted half way finishes on the next start.
 */
import { copyFile, lstat, mkdir, readdir, rename, rmdir, unlink } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_FOLDERS } from "./index.js";

export async function moveAttachmentsToPrivate(
  uploadsDir: string,
  privateDir: string,
): Promise<number> {
  let moved = 0;
  for (const folder of PRIVATE_FOLDERS) {
    const from = path.join(uploadsDir, folder);
    const names = await readdir(from).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!names) continue;
    const to = path.join(privateDir, folder);
    await mkdir(to, { recursive: true });
    for (const name of names) {
      const source = path.join(from, name);
      // Regular files only: a link or folder planted in uploads is not an attachment to carry.
      if (!(await lstat(source)).isFile()) continue;
      await moveFile(source, path.join(to, name));
      moved += 1;
    }
    await rmdir(from).catch(() => undefined); // left in place if anything else remains
  }
  return moved;
}

/** rename, or copy and delete when the two folders are on different volumes. */
async function moveFile(source: string, target: string): Promise<void> {
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(source, target);
    await unlink(source);
  }
}
