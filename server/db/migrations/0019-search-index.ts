/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// A trigram index over every folded `search_text` (ADR 0029, server/db/search-index.ts): SQLite, an
// FTS5 table kept by triggers; PostgreSQL, a pg_trgm GIN index when the extension can be made.
import { sql, type Kysely } from "kysely";
import { engineOf } from "../engine.js";

/** As this migration found them: the list tools' tables (0012) and the inbox's (0016). */
const TABLES = [
  "categories",
  "services",
  "projects",
  "posts",
  "faqs",
  "team_members",
  "contact_messages",
  "service_requests",
];

const fts = (table: string) => sql.table(`${table}_search`);

async function upSqlite(db: Kysely<any>, table: string) {
  const index = fts(table);
  const name = (suffix: string) => sql.raw(`${table}_search_${suffix}`);
  // External content: the index keeps trigrams only, `search_text` stays in its table.
  // case_sensitive 1: the text is folded already, so trigrams compare byte for byte like LIKE did.
  await sql`create virtual table ${index} using fts5(search_text, content=${sql.lit(table)},
    content_rowid='id', tokenize='trigram case_sensitive 1')`.execute(db);
  await sql`create trigger ${name("insert")} after insert on ${sql.table(table)} begin
    insert into ${index}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger ${name("delete")} after delete on ${sql.table(table)} begin
    insert into ${index}(${index}, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger ${name("update")} after update of search_text on ${sql.table(table)} begin
    insert into ${index}(${index}, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into ${index}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  // The rows already there.
  await sql`insert into ${index}(${index}) values ('rebuild')`.execute(db);
}

/** False where the database's role may not create it; the search then scans as before. */
async function trigramExtension(db: Kysely<any>): Promise<boolean> {
  // The migrations share one transaction: a failed statement must not abort the others.
  await sql`savepoint search_index`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint search_index`.execute(db);
  } catch {
    await sql`rollback to savepoint search_index`.execute(db);
  }
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_extension
    where extname = 'pg_trgm'`.execute(db);
  return (rows[0]?.n ?? 0) > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "sqlite") {
    for (const table of TABLES) await upSqlite(db, table);
    return;
  }
  if (!(await trigramExtension(db))) return;
  for (const table of TABLES) {
    await sql`create index if not exists ${sql.raw(`${table}_search_trgm`)} on ${sql.table(table)}
      using gin (search_text gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    if (engineOf(db) === "postgres") {
      await sql`drop index if exists ${sql.raw(`${table}_search_trgm`)}`.execute(db);
      continue;
    }
    for (const suffix of ["insert", "delete", "update"])
      await sql`drop trigger if exists ${sql.raw(`${table}_search_${suffix}`)}`.execute(db);
    await sql`drop table if exists ${fts(table)}`.execute(db);
  }
}
