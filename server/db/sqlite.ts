// The embedded engine: one SQLite file through better-sqlite3 (ADR 0002).
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase } from "kysely";
import type { Database } from "./types.js";

export function openSqlite(file: string): Kysely<Database> {
  if (file !== ":memory:") ownerOnly(file);
  const sqlite = new SQLite(file);
  // WAL lets the health check and reads run while a write is in progress; the busy timeout
  // covers a second process (a CLI, a backup) holding the lock briefly.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }),
  });
}

/**
 * The file holds password hashes: owner-only, like secrets.json (docs/security.md). SQLite makes
 * its -wal and -shm files with the database file's mode, so the file is made 0600 before SQLite
 * opens it; one left by an older version, a restore or a copy is tightened at start.
 */
function ownerOnly(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(part)) chmodSync(part, 0o600);
  }
}

// Kysely prepares every query's SQL anew, and preparing was a tenth of a list call's CPU; the
// provider runs the same few hundred SQL texts (values are bound parameters), so prepared
// statements are kept per text, at most MAX_STATEMENTS (oldest out first). Kysely runs one query
// at a time on its single SQLite connection, so a kept statement is never in use twice; SQLite
// re-prepares one by itself when a migration changes the schema.
const MAX_STATEMENTS = 500;

function withKeptStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
