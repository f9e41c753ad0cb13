/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// server/db/list-keys.ts; "C"-collated on PostgreSQL so both engines compare byte by byte.
import { sql, type Kysely } from "kysely";
import { engineOf } from "../engine.js";
import { fillListKeys } from "../list-keys.js";

/** As this migration made them (today's list-tools.ts may add more later). */
const KEYS: Record<string, string[]> = {
  categories: ["ar_name_key", "en_name_key"],
  services: ["ar_name_key", "en_name_key"],
  projects: ["ar_name_key", "en_name_key"],
  posts: ["ar_name_key", "en_name_key"],
  faqs: ["ar_name_key", "en_name_key"],
  team_members: ["ar_name_key", "en_name_key", "ar_role_key", "en_role_key"],
};

export async function up(db: Kysely<any>): Promise<void> {
  const pg = engineOf(db) === "postgres";
  for (const [table, keys] of Object.entries(KEYS)) {
    for (const column of ["search_text", ...keys]) {
      await db.schema
        .alterTable(table)
        .addColumn(column, "text", (c) => (pg ? c.modifyFront(sql`collate "C"`) : c))
        .execute();
    }
  }
  await fillListKeys(
    db,
    Object.fromEntries(
      Object.entries(KEYS).map(([table, keys]) => [table, ["search_text", ...keys]]),
    ),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, keys] of Object.entries(KEYS)) {
    for (const column of ["search_text", ...keys]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
