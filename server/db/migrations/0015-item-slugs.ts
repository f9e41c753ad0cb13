/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Item pages' addresses (server/db/slugs.ts, docs/publishing.md "Addresses"): a slug per language
// on the entities with a page per item, made from the names of the rows already there.
import type { Kysely } from "kysely";
import { fillSlugs } from "../slugs.js";
import { dialectOf } from "./dialect.js";

/** As this migration made them. */
const TABLES = ["services", "projects", "posts"];

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await db.schema
    .createTable("slug_history")
    .addColumn("id", d.int, d.id)
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("record_id", d.int, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(d.now))
    .execute();
  await db.schema
    .createIndex("slug_history_slug")
    .on("slug_history")
    .columns(["table_name", "lang", "slug"])
    .unique()
    .execute();
  for (const table of TABLES) {
    for (const lang of ["ar", "en"]) {
      await db.schema.alterTable(table).addColumn(`${lang}_slug`, "text").execute();
    }
  }
  await fillSlugs(db);
  for (const table of TABLES) {
    for (const lang of ["ar", "en"]) {
      await db.schema
        .createIndex(`${table}_${lang}_slug`)
        .on(table)
        .column(`${lang}_slug`)
        .unique()
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const lang of ["ar", "en"]) {
      await db.schema.dropIndex(`${table}_${lang}_slug`).execute();
      await db.schema.alterTable(table).dropColumn(`${lang}_slug`).execute();
    }
  }
  await db.schema.dropTable("slug_history").execute();
}
