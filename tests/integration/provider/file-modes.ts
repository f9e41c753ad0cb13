// A look at the files a backup or a restore leaves: their modes, and whether they were replaced
// (docs/deploy.md, "Backups"). No provider imports, so the ops specs use it too.
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

export type Entry = { folder: boolean; mode: number; ino: number; mtimeMs: number; size: number };

/** Every folder and file under `root` (relative paths; the root as ".") with its permissions. */
export async function tree(root: string): Promise<Record<string, Entry>> {
  const found: Record<string, Entry> = {};
  const names = [".", ...(await readdir(root, { recursive: true }))];
  for (const name of names) {
    const s = await lstat(path.join(root, name));
    found[name] = {
      folder: s.isDirectory(),
      mode: s.mode & 0o777,
      ino: s.ino,
      mtimeMs: s.mtimeMs,
      size: s.size,
    };
  }
  return found;
}

/** What is not its owner's only (folders 0700, files 0600), as "name 644". */
export async function notPrivate(root: string): Promise<string[]> {
  return Object.entries(await tree(root))
    .filter(([, entry]) => entry.mode !== (entry.folder ? 0o700 : 0o600))
    .map(([name, entry]) => `${name} ${entry.mode.toString(8)}`);
}

export async function modeOf(file: string): Promise<number> {
  return (await lstat(file)).mode & 0o777;
}
