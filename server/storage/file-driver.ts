// Writes go to a dot-named temp file renamed into place, so replicas sharing the folder over a
// network volume never read half a file (ADR 0011).
import { constants } from "node:fs";
import {
  chmod,
  stat,
  copyFile,
  lstat,
  mkdir,
  open,
  readdir,
  rename,
  unlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  assertKey,
  assertPrefix,
  isListed,
  type StorageDriver,
  type StoredObject,
} from "./driver.js";
import { PRIVATE_AREA } from "./index.js";
import { randomName } from "./names.js";

const MISSING = new Set(["ENOENT", "ENOTDIR", "ELOOP"]);

/** Visitors' attachments are the owner's only, also in a folder outside DATA_DIR (ADR 0011). */
const modes = (key: string) =>
  key.startsWith(`${PRIVATE_AREA}/`)
    ? { file: 0o600, folder: 0o700 }
    : { file: 0o644, folder: 0o755 };

function missing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? "");
}

export function createFileDriver(folder: string): StorageDriver {
  const root = path.resolve(folder);

  function fileFor(key: string): string {
    assertKey(key);
    const file = path.join(root, ...key.split("/"));
    if (!file.startsWith(root + path.sep)) throw new TypeError(`key outside the folder: ${key}`);
    return file;
  }

  async function place(key: string, write: (tmp: string) => Promise<void>) {
    const file = fileFor(key);
    await mkdir(path.dirname(file), { recursive: true, mode: modes(key).folder });
    const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomName()}.tmp`);
    try {
      await write(tmp);
      await rename(tmp, file);
    } catch (error) {
      await unlink(tmp).catch(() => undefined);
      throw error;
    }
  }

  return {
    location: pathToFileURL(root).href,

    async put(key, data) {
      await place(key, (tmp) => writeFile(tmp, data, { flag: "wx", mode: modes(key).file }));
    },

    async putFile(key, source, _contentType, options) {
      await place(key, async (tmp) => {
        // Across file systems the rename fails with EXDEV and the file is copied instead.
        const moved =
          options?.move &&
          (await rename(source, tmp).then(
            () => true,
            () => false,
          ));
        if (!moved) await copyFile(source, tmp, constants.COPYFILE_EXCL);
        await chmod(tmp, modes(key).file);
      });
    },

    async get(key) {
      const file = fileFor(key);
      // O_NOFOLLOW: a symlink planted in the folder must not expose the rest of the disk.
      const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW).catch(
        (error: unknown) => {
          if (missing(error)) return null;
          throw error;
        },
      );
      if (!handle) return null;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stat.size };
    },

    async delete(key) {
      const file = fileFor(key);
      try {
        // A folder or a symlink in the storage is not ours to delete.
        if ((await lstat(file)).isFile()) await unlink(file);
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },

    async *list(prefix): AsyncGenerator<StoredObject> {
      assertPrefix(prefix);
      const base = prefix ? path.join(root, ...prefix.slice(0, -1).split("/")) : root;
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (missing(error)) return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join("/");
        if (!isListed(key)) continue;
        const size = (await lstat(file).catch(() => null))?.size;
        if (size !== undefined) yield { key, size };
      }
    },

    // Attachments written before they were 0600 in 0700 folders (docs/deploy.md).
    async tightenPrivate() {
      const area = path.join(root, PRIVATE_AREA);
      const entries = await readdir(area, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (missing(error)) return [];
          throw error;
        },
      );
      const wanted = modes(`${PRIVATE_AREA}/`);
      let changed = 0;
      const tighten = async (target: string, mode: number) => {
        if (((await stat(target)).mode & 0o777) === mode) return;
        await chmod(target, mode);
        changed += 1;
      };
      if (entries.length) await tighten(area, wanted.folder);
      for (const entry of entries) {
        // A link planted in the folder is left alone, as by every other call here.
        if (entry.isSymbolicLink()) continue;
        const target = path.join(entry.parentPath, entry.name);
        if (entry.isDirectory()) await tighten(target, wanted.folder);
        else if (entry.isFile()) await tighten(target, wanted.file);
      }
      return changed;
    },

    close() {},
  };
}
