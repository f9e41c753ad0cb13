// Publishing per language (docs/publishing.md): each content record gets a status in Arabic and
// one in English (`draft` or `published`) and an optional publish time, before which the site
// does not show it. Existing rows, demo content included, are published in both languages, as
// everything was before. Each language also keeps when it was last edited, so the dashboard can
// tell a translation that is missing or older than the other language's text.
import { sql, type Kysely } from "kysely";

// The workflow entities' tables as they were when this migration was written (never today's
// registry: a migration must not change with the code).
const TABLES = ["categories", "services", "projects", "posts", "faqs", "team_members"] as const;
const LANGS = ["ar", "en"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
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
    // ISO 8601 UTC text like every timestamp here; null: no schedule.
    await db.schema.alterTable(table).addColumn("publish_at", "text").execute();
    // Both languages' texts of an existing row were written together, when it was created.
    await db
      .updateTable(table)
      .set({ ar_edited_at: sql.ref("created_at"), en_edited_at: sql.ref("created_at") })
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("publish_at").execute();
    for (const lang of LANGS) {
      await db.schema.alterTable(table).dropColumn(`${lang}_edited_at`).execute();
      await db.schema.alterTable(table).dropColumn(`${lang}_status`).execute();
    }
  }
}
