/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Visible sessions and the editor role (docs/conventions.md, "Account security"). SQLite cannot
// alter a check, so users is rebuilt from its own definition with only the check changed
// (https://www.sqlite.org/lang_altertable.html), keeping columns other migrations added.
import { sql, type Kysely } from "kysely";
import { engineOf } from "../engine.js";

const OLD_CHECK = "role in ('admin', 'user')";
const NEW_CHECK = "role in ('admin', 'editor', 'user')";

async function setRoleCheck(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (engineOf(db) === "postgres") {
    await sql`alter table users drop constraint if exists users_role_check`.execute(db);
    await sql`alter table users add constraint users_role_check check (${sql.raw(to)})`.execute(db);
    return;
  }
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const definition = table.rows[0]?.sql ?? "";
  if (!definition.includes(from)) throw new Error("users: the role check is not the expected one");
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(
    db,
  );
  const rebuilt = definition
    .replace(from, to)
    .replace(/^CREATE TABLE\s+("users"|users)/i, 'CREATE TABLE "users_rebuilt"');
  // Other tables' keys point at users: the rebuild must not cascade the drop into them.
  // Kysely runs SQLite migrations outside a transaction, where this pragma takes effect.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into users_rebuilt select * from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_rebuilt rename to users`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error("users: rebuilding broke a foreign key");
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["device", "address", "last_seen_at"]) {
    await db.schema.alterTable("auth_tokens").addColumn(column, "text").execute();
  }
  await db.schema
    .createIndex("auth_tokens_user_live")
    .on("auth_tokens")
    .columns(["user_id", "revoked_at", "created_at"])
    .execute();
  await setRoleCheck(db, OLD_CHECK, NEW_CHECK);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable("users").set({ role: "user" }).where("role", "=", "editor").execute();
  await setRoleCheck(db, NEW_CHECK, OLD_CHECK);
  await db.schema.dropIndex("auth_tokens_user_live").ifExists().execute();
  for (const column of ["last_seen_at", "address", "device"]) {
    await db.schema.alterTable("auth_tokens").dropColumn(column).execute();
  }
}
