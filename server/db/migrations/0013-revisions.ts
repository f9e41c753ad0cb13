// Revisions of the content records (docs/publishing.md, "History and undo delete"): one row per
// save, publish, restore or delete, holding the record as it stood after it (its stored columns,
// its child rows, its image rows) so the edit screen can compare and restore, and a deleted
// record can come back within 30 days. The actor's name is copied (the audit log's reason,
// migration 0002), and `files` lists the stored files the snapshot names, so the purge can tell
// which files no revision needs any more without reading every snapshot.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
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
  // A record's history newest first; the trash and the purge look for each record's latest.
  await db.schema
    .createIndex("revisions_record")
    .on("revisions")
    .columns(["entity", "record_id", "id"])
    .execute();
  await db.schema.createIndex("revisions_created").on("revisions").column("created_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("revisions").ifExists().execute();
}
