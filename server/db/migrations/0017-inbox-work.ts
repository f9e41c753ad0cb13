/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Staff work in the inbox (docs/conventions.md, "The inbox"): a message is assigned to a staff
// member or to nobody (a deleted account leaves it unassigned), and staff write internal notes
// on it, kept beside the replies and never mailed. The author's name and email are copied, as
// the replies' are (0007).
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

const TABLES = ["contact_messages", "service_requests"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("assignee_id", int, (c) => c.references("users.id").onDelete("set null"))
      .execute();
    await db.schema
      .createIndex(`${table}_assignee`)
      .on(table)
      .columns(["assignee_id", "id"])
      .execute();
  }
  await db.schema
    .createTable("inbox_notes")
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
    .createIndex("inbox_notes_message")
    .on("inbox_notes")
    .columns(["message_table", "message_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("inbox_notes").ifExists().execute();
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_assignee`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("assignee_id").execute();
  }
}
