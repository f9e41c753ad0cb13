/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Staff invitations (docs/conventions.md, "Staff invitations"): the mailed code is kept as a keyed
// hash only (server/auth/invitation-code.ts), like reset codes (ADR 0021).
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  // `invited_by` keeps the admin's name and email as well, so the list and the invitation page
  // still say who invited after that admin's account is gone.
  await db.schema
    .createTable("staff_invitations")
    .addColumn("id", int, id)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'editor')`))
    .addColumn("code_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", int, (c) => c.references("users.id").onDelete("set null"))
    .addColumn("inviter_name", "text", (c) => c.notNull())
    .addColumn("inviter_email", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("withdrawn_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("staff_invitations_email")
    .on("staff_invitations")
    .columns(["email", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_invitations").execute();
}
