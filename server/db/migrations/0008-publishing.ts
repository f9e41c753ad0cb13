/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Publishing per language (docs/publishing.md). Existing rows are published in both languages.
import { sql, type Kysely } from "kysely";

// As they were when this migration was written: a migration must not change with the code.
const TABLES = ["categories", "services", "projects", "posts", "faqs", "team_members"] as const;
const LANGS = ["ar", "en"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const lang of LANGS) {
      await db.schema
        .alterTable(table)
        .addColumn(`${lang}_status`, "text", (c) =>
          c
            .notNull()
            .defaultTo("published")
            .check(sql`${sql.ref(`${lang}_status`)} in ('draft', 'published')`),
        )
        .execute();
      await db.schema.alterTable(table).addColumn(`${lang}_edited_at`, "text").execute();
    }
    // null: no schedule.
    await db.schema.alterTable(table).addColumn("publish_at", "text").execute();
    // Both languages' texts of an existing row were written together, when it was created.
    await db
      .updateTable(table)
      .set({ ar_edited_at: sql.ref("created_at"), en_edited_at: sql.ref("created_at") })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("publish_at").execute();
    for (const lang of LANGS) {
      await db.schema.alterTable(table).dropColumn(`${lang}_edited_at`).execute();
      await db.schema.alterTable(table).dropColumn(`${lang}_status`).execute();
    }
  }
}
