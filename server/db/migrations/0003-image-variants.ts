/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// ADR 0015. Null marks a row stored before variants existed: the start-up backfill fills it in.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("images").addColumn("variants", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("images").dropColumn("variants").execute();
}
