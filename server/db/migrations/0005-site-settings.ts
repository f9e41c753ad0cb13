/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Key/value rather than one wide row, so a setting added later is a new key, not a schema change;
// a list's value is JSON text.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_settings").ifExists().execute();
}
