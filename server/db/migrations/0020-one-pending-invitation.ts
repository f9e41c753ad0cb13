/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// One open invitation per email (docs/conventions.md, "Staff invitations"): two admins inviting
// the same address at once both pass the route's check, so the database has the last word. An
// open one is neither accepted nor withdrawn; an expired one is closed (withdrawn) by the next
// invitation to its email, since an index cannot read the clock.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // Earlier doubles keep their newest invitation open; the same statement on both engines.
  await sql`
    update staff_invitations set withdrawn_at = created_at
    where accepted_at is null and withdrawn_at is null
      and id not in (
        select max(id) from staff_invitations
        where accepted_at is null and withdrawn_at is null
        group by lower(email)
      )`.execute(db);
  await db.schema
    .createIndex("staff_invitations_one_pending")
    .on("staff_invitations")
    .unique()
    .expression(sql`lower(email)`)
    .where(sql.ref("accepted_at"), "is", null)
    .where(sql.ref("withdrawn_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("staff_invitations_one_pending").ifExists().execute();
}
