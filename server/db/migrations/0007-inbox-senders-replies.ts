/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Senders, statuses and replies (docs/conventions.md, "The inbox"). An opened message becomes
// `in_progress`, an unread one `new`, so the badge counts what it counted before; an unknown
// language becomes the default, English (spec §1).
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

const TABLES = ["contact_messages", "service_requests"] as const;
const STATUS_CHECK = sql`status in ('new', 'in_progress', 'answered', 'archived')`;

export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  await db.schema
    .alterTable("contact_messages")
    .addColumn("user_id", int, (c) => c.references("users.id").onDelete("set null"))
    .execute();
  for (const column of ["name", "email", "phone"]) {
    await db.schema.alterTable("service_requests").addColumn(column, "text").execute();
  }
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new").check(STATUS_CHECK))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
    await db
      .updateTable(table)
      .set({ status: "in_progress" })
      .where("read_at", "is not", null)
      .execute();
    await db.schema.createIndex(`${table}_status`).on(table).columns(["status", "id"]).execute();
  }
  // The admin's name and email are copied, as in the audit log (0002).
  await db.schema
    .createTable("inbox_replies")
    .addColumn("id", int, id)
    .addColumn("message_table", "text", (c) =>
      c.notNull().check(sql`message_table in ('contact_messages', 'service_requests')`),
    )
    .addColumn("message_id", int, (c) => c.notNull())
    .addColumn("admin_id", int, (c) => c.notNull())
    .addColumn("admin_name", "text", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("inbox_replies_message")
    .on("inbox_replies")
    .columns(["message_table", "message_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("inbox_replies").ifExists().execute();
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_status`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("lang").execute();
    await db.schema.alterTable(table).dropColumn("status").execute();
  }
  for (const column of ["phone", "email", "name"]) {
    await db.schema.alterTable("service_requests").dropColumn(column).execute();
  }
  await db.schema.alterTable("contact_messages").dropColumn("user_id").execute();
}
