// One query per kind for a whole page of rows.
import type { InboxStatus } from "../../core/dashboard/inbox.js";
import { recordAudit, type Actor } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { notFound } from "../http/errors.js";
import type { Db } from "./index.js";
import type { InboxTable } from "./types.js";

export type Sender = { id: number; username: string; email: string };
export type Reply = {
  id: number;
  body: string;
  created_at: string;
  admin: { id: number; username: string; email: string };
};

export function isInboxTable(name: string): name is InboxTable {
  return name === "contact_messages" || name === "service_requests";
}

export async function inboxRelations(db: Db, table: InboxTable, ids: number[], userIds: number[]) {
  const users = new Map<number, Sender>();
  const replies = new Map<number, Reply[]>();
  const accounts = [...new Set(userIds)];
  if (accounts.length) {
    const rows = await db
      .selectFrom("users")
      .select(["id", "username", "email"])
      .where("id", "in", accounts)
      .execute();
    for (const row of rows) users.set(row.id, row);
  }
  if (ids.length) {
    const rows = await db
      .selectFrom("inbox_replies")
      .selectAll()
      .where("message_table", "=", table)
      .where("message_id", "in", ids)
      .orderBy("message_id")
      .orderBy("id")
      .execute();
    for (const r of rows) {
      const reply: Reply = {
        id: r.id,
        body: r.body,
        created_at: r.created_at,
        admin: { id: r.admin_id, username: r.admin_name, email: r.admin_email },
      };
      replies.set(r.message_id, [...(replies.get(r.message_id) ?? []), reply]);
    }
  }
  return { users, replies };
}

/** No foreign key: one table serves both kinds. */
export async function deleteReplies(db: Db, table: string, id: number): Promise<void> {
  if (!isInboxTable(table)) return;
  await db
    .deleteFrom("inbox_replies")
    .where("message_table", "=", table)
    .where("message_id", "=", id)
    .execute();
}

type InboxState = { status: InboxStatus; read_at: string | null };

/** The one way a read mark or status changes, so the two never disagree: reading a new message
 * starts it. */
export async function changeInboxState(
  db: Db,
  admin: Actor,
  table: InboxTable,
  id: number,
  next: (before: InboxState) => InboxState,
  describe: (state: InboxState) => Record<string, unknown>,
) {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom(table)
      .select(["status", "read_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw notFound();
    const after = next(before);
    await trx.updateTable(table).set(after).where("id", "=", id).execute();
    await recordAudit(trx, admin, {
      entity: table,
      entityId: id,
      action: "update",
      summary: summarize(describe(before), describe(after)),
    });
  });
}
