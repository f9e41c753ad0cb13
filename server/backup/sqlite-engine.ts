// The online backup API copies a consistent snapshot while the provider writes; `cp` misses the WAL.
import { stat, unlink } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { DatabaseEngine } from "./engine-types.js";
import { copyPrivate, makeFolder } from "./private-files.js";

/** A backup is one file, so the copy leaves WAL mode (the provider turns it on again). */
function settle(file: string): Record<string, number> {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name",
      )
      .pluck()
      .all() as string[];
    const counts: Record<string, number> = {};
    for (const name of tables) {
      counts[name] = db
        .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number;
    }
    return counts;
  } finally {
    db.close();
  }
}

function assertSound(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.prepare("pragma quick_check").pluck().get();
    if (result !== "ok") throw new Error(`the backup's database is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}

async function removeIfThere(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

export function sqliteEngine(target: string): DatabaseEngine {
  return {
    name: "sqlite",
    dumpName: "database.sqlite",

    async dump(file) {
      const source = new SQLite(target, { readonly: true, fileMustExist: true });
      try {
        await source.backup(file);
      } finally {
        source.close();
      }
      return { tables: settle(file) };
    },

    async restore(file, { force }) {
      assertSound(file);
      const existing = await stat(target).catch(() => null);
      if (existing && existing.size > 0 && !force) {
        throw new Error(
          `${target} exists: stop the provider and run the restore with --force to replace it`,
        );
      }
      // Password hashes: 0600 from the start, not only once the provider starts (docs/security.md).
      await makeFolder(path.dirname(target));
      await copyPrivate(file, target, async () => {
        // Left beside the new file, SQLite could replay the old WAL's frames into it.
        await removeIfThere(`${target}-wal`);
        await removeIfThere(`${target}-shm`);
      });
    },
  };
}
