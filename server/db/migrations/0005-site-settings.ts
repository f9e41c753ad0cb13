// The company's own details (site settings): one row per setting, `key` -> `value`, where the
// value is text, or JSON text for a list (claims, featured services). Key/value rather than one
// wide row, so a setting added later is a new key, not a schema change (server/settings/).
// First start fills it from the texts the site showed before (server/db/seed/settings.ts).
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_settings").ifExists().execute();
}
