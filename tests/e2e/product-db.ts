// Reads the running product's database straight, whichever engine serve.mjs gave it: the SQLite
// file in the data folder, or the PostgreSQL database whose URL serve.mjs wrote beside it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { e2eEnv } from "./env";

/** Runs one read-only statement; `?` placeholders on both engines. */
export async function query<T>(sql: string, ...values: unknown[]): Promise<T[]> {
  if (existsSync(e2eEnv.databaseUrlFile)) {
    const client = new pg.Client({
      connectionString: readFileSync(e2eEnv.databaseUrlFile, "utf8").trim(),
    });
    await client.connect();
    try {
      let n = 0;
      const { rows } = await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        values,
      );
      return rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(e2eEnv.dataDir, "provider.sqlite"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}
