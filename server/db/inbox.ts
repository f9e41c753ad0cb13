// The inbox's rows as the dashboard reads them (docs/conventions.md, "The inbox"): who sent each
// message (the account, when one was signed in) and the staff's replies, one query per kind for
// a whole page of rows.
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
