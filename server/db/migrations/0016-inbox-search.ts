/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// The inbox's folded search text (server/db/inbox-search.ts), filled for the rows already there.
import type { Kysely } from "kysely";
import { inboxSearchText } from "../inbox-search.js";

const TABLES = ["contact_messages", "service_requests"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("search_text", "text").execute();
    const rows = await db
      .selectFrom(table)
      .select(["id", "name", "email", "phone", "info"])
      .execute();
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ search_text: inboxSearchText(row) })
        .where("id", "=", row.id)
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("search_text").execute();
}
