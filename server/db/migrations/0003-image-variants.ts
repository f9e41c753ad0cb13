// The responsive variants of each stored image (ADR 0015), as a JSON list. Null marks a row
// stored before variants existed: the provider's start-up backfill fills it in.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("images").addColumn("variants", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("images").dropColumn("variants").execute();
}
