// The inbox's rows as the dashboard reads them (docs/conventions.md, "The inbox"): who sent each
// message (the account, when one was signed in) and the staff's replies, one query per kind for
// a whole page of rows.
import type { InboxStatus } from "../../app/modules/dashboard/inbox.js";
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

/** The accounts behind `user_ids` and the replies to `ids`, keyed by user id and message id. */
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

/** A message's replies go with it (no foreign key: one table serves both kinds). */
export async function deleteReplies(db: Db, table: string, id: number): Promise<void> {
  if (!isInboxTable(table)) return;
  await db
    .deleteFrom("inbox_replies")
    .where("message_table", "=", table)
    .where("message_id", "=", id)
    .execute();
}

type InboxState = { status: InboxStatus; read_at: string | null };

/**
 * Moves a message to its next read mark and status, with its audit entry, in one transaction
 * (the caller reads the row it answers with).
 * Every change goes through here so the two never disagree: `new` is unread, and reading a new
 * one starts it (the menu badge counts either). `describe` says what the audit log shows of it.
 */
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
