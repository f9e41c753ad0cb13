// Staff's work on a message (docs/conventions.md, "The inbox"): who is on it and their internal
// notes. Both audit-logged like any staff change; a note is never mailed.
import { recordAudit, type Actor } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { ApiError, notFound } from "../http/errors.js";
import type { Lang } from "../i18n/index.js";
import { t } from "../i18n/index.js";
import type { Db } from "./index.js";
import type { InboxTable } from "./types.js";

/** Who may be assigned: the staff roles of core/auth/permissions.ts, by name. */
export function staffMembers(db: Db) {
  return db
    .selectFrom("users")
    .select(["id", "username"])
    .where("role", "in", ["admin", "editor"])
    .orderBy("username")
    .orderBy("id")
    .execute();
}

/** `assigneeId` null: nobody. Anyone but staff is a field error, in the caller's language. */
export async function assignMessage(
  db: Db,
  admin: Actor,
  lang: Lang,
  table: InboxTable,
  id: number,
  assigneeId: number | null,
) {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom(table)
      .select("assignee_id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw notFound();
    const named = async (userId: number | null) =>
      userId === null
        ? undefined
        : trx
            .selectFrom("users")
            .select(["username", "role"])
            .where("id", "=", userId)
            .executeTakeFirst();
    const next = await named(assigneeId);
    if (assigneeId !== null && (!next || next.role === "user")) {
      throw ApiError.fields({ assignee_id: [t(lang, "assignee_unknown")] });
    }
    const old = await named(before.assignee_id);
    await trx.updateTable(table).set({ assignee_id: assigneeId }).where("id", "=", id).execute();
    await recordAudit(trx, admin, {
      entity: table,
      entityId: id,
      action: "update",
      summary: summarize({ assignee: old?.username ?? null }, { assignee: next?.username ?? null }),
    });
  });
}

export async function addNote(db: Db, admin: Actor, table: InboxTable, id: number, body: string) {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound();
    await trx
      .insertInto("inbox_notes")
      .values({
        message_table: table,
        message_id: id,
        admin_id: admin.id,
        admin_name: admin.username,
        admin_email: admin.email,
        body,
      })
      .execute();
    await recordAudit(trx, admin, {
      entity: table,
      entityId: id,
      action: "update",
      summary: summarize({}, {}, ["note"]),
    });
  });
}
