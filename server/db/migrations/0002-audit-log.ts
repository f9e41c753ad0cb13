// The dashboard's audit log: one row per save or delete an admin makes. The actor's name and email
// are copied, not joined, so an entry still says who it was after that account changed or went;
// for the same reason admin_id has no foreign key.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
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
  // The list reads newest first (id), filtered by entity or by admin.
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
}
