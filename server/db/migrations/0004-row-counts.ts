/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Row counts kept by triggers, on PostgreSQL only, where count(*) reads the whole table
// (docs/performance.md, "On PostgreSQL"); server/db/paged.ts reads them for unfiltered lists.
import { sql, type Kysely } from "kysely";
import { engineOf } from "../engine.js";

export const COUNTED_TABLES = [
  "categories",
  "services",
  "projects",
  "posts",
  "faqs",
  "skills",
  "contact_messages",
  "service_requests",
  "tags",
  "jobs",
  "users",
  "audit_log",
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`create table row_counts (table_name text primary key, n bigint not null)`.execute(db);
  // Deferred to commit, a writer holds the counter row only while its transaction commits.
  await sql`create function count_rows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update row_counts set n = n + 1 where table_name = tg_table_name;
      elsif tg_op = 'DELETE' then
        update row_counts set n = n - 1 where table_name = tg_table_name;
      else
        update row_counts set n = 0 where table_name = tg_table_name;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of COUNTED_TABLES) {
    const t = sql.table(table);
    // The triggers first: creating them locks out writers, so the count below misses nothing.
    await sql`create constraint trigger ${sql.raw(`${table}_count`)} after insert or delete on ${t}
      deferrable initially deferred for each row execute function count_rows()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_count_truncate`)} after truncate on ${t}
      for each statement execute function count_rows()`.execute(db);
    await sql`insert into row_counts (table_name, n) select ${table}, count(*) from ${t}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  for (const table of COUNTED_TABLES) {
    await sql`drop trigger ${sql.raw(`${table}_count`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.raw(`${table}_count_truncate`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function count_rows()`.execute(db);
  await sql`drop table row_counts`.execute(db);
}
