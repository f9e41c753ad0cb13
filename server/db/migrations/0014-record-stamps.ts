/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Every record the dashboard edits carries `updated_at`, the stamp a save compares and sets
// (server/db/stamps.ts, ADR 0022). SQLite cannot add a column with an expression default, so
// the column stays nullable on both engines and a row without one reads as its `created_at`.
import { sql, type Kysely } from "kysely";

/** As this migration made them (pages had `updated_at` from 0006). */
const TABLES = [
  "categories",
  "services",
  "projects",
  "posts",
  "faqs",
  "team_members",
  "skills",
  "tags",
  "jobs",
  "users",
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("updated_at", "text").execute();
    await db
      .updateTable(table)
      .set({ updated_at: sql.ref("created_at") })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("updated_at").execute();
}
