/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// docs/publishing.md, "History and undo delete". The actor's name is copied (as in 0002); `files`
// lets the purge find unneeded files without reading every snapshot.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  await db.schema
    .createTable("revisions")
    .addColumn("id", int, id)
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("record_id", int, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("admin_id", int, (c) => c.notNull())
    .addColumn("admin_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) =>
      c.notNull().check(sql`action in ('create', 'update', 'restore', 'publish', 'delete')`),
    )
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("files", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createIndex("revisions_record")
    .on("revisions")
    .columns(["entity", "record_id", "id"])
    .execute();
  await db.schema.createIndex("revisions_created").on("revisions").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("revisions").ifExists().execute();
}
