/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// A page is addressed by its key; its first texts are written at first start
// (server/db/seed/pages.ts), because a migration must not depend on today's copy.
import { sql, type Kysely } from "kysely";
import { engineOf } from "../engine.js";
import { dialectOf } from "./dialect.js";

/** They share 0004's counter function on PostgreSQL. */
export const TEAM_COUNTED_TABLES = ["team_members"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  await db.schema
    .createTable("team_members")
    .addColumn("id", int, id)
    .addColumn("ar_name", "text", (c) => c.notNull())
    .addColumn("en_name", "text", (c) => c.notNull())
    .addColumn("ar_role", "text", (c) => c.notNull())
    .addColumn("en_role", "text", (c) => c.notNull())
    .addColumn("sort", int, (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("team_members_sort")
    .on("team_members")
    .columns(["sort", "id"])
    .execute();

  await db.schema
    .createTable("pages")
    .addColumn("id", int, id)
    .addColumn("key", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`key in ('about-us', 'privacy', 'terms', 'conditions')`),
    )
    .addColumn("ar_title", "text", (c) => c.notNull())
    .addColumn("en_title", "text", (c) => c.notNull())
    .addColumn("ar_body", "text", (c) => c.notNull())
    .addColumn("en_body", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  if (engineOf(db) !== "postgres") return;
  for (const table of TEAM_COUNTED_TABLES) {
    const t = sql.table(table);
    await sql`create constraint trigger ${sql.raw(`${table}_count`)} after insert or delete on ${t}
      deferrable initially deferred for each row execute function count_rows()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_count_truncate`)} after truncate on ${t}
      for each statement execute function count_rows()`.execute(db);
    await sql`insert into row_counts (table_name, n) values (${table}, 0)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    for (const table of TEAM_COUNTED_TABLES) {
      await sql`delete from row_counts where table_name = ${table}`.execute(db);
    }
  }
  await db.schema.dropTable("pages").ifExists().execute();
  await db.schema.dropTable("team_members").ifExists().execute();
}
