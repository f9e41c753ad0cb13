/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// The actor's name and email are copied, not joined, and admin_id has no foreign key, so an entry
// still says who it was after that account changed or went.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  await db.schema
    .createTable("audit_log")
    .addColumn("id", int, id)
    .addColumn("admin_id", int, (c) => c.notNull())
    .addColumn("admin_name", "text", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", int, (c) => c.notNull())
    .addColumn("action", "text", (c) =>
      c.notNull().check(sql`action in ('create', 'update', 'delete')`),
    )
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("audit_log_entity")
    .on("audit_log")
    .columns(["entity", "id"])
    .execute();
  await db.schema
    .createIndex("audit_log_admin")
    .on("audit_log")
    .columns(["admin_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
}
