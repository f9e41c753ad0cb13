import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase } from "kysely";
import type { Database } from "./types.js";

export function openSqlite(file: string): Kysely<Database> {
  if (file !== ":memory:") ownerOnly(file);
  const sqlite = new SQLite(file);
  // WAL lets reads run during a write; the busy timeout covers a CLI or backup holding the lock.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }),
  });
}

/** It holds password hashes (docs/security.md); SQLite gives -wal and -shm the file's mode, so it
 * is made 0600 before SQLite opens it. */
function ownerOnly(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(part)) chmodSync(part, 0o600);
  }
}

// Prepared statements kept per SQL text (docs/performance.md); Kysely runs one query at a time on
// its single connection, so a kept statement is never in use twice.
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
