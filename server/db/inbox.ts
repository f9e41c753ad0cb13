// One query per kind for a whole page of rows.
import type { InboxStatus } from "../../core/dashboard/inbox.js";
import { recordAudit, type Actor } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { notFound } from "../http/errors.js";
import type { Db } from "./index.js";
import type { InboxTable } from "./types.js";

export type Sender = { id: number; username: string; email: string };
/** A reply mailed to the sender, or an internal note: who wrote it, when, and what. */
export type Reply = {
  id: number;
  body: string;
  created_at: string;
  admin: { id: number; username: string; email: string };
};
export type Assignee = { id: number; username: string };

export function isInboxTable(name: string): name is InboxTable {
  return name === "contact_messages" || name === "service_requests";
}

type Related = { id: number; user_id?: unknown; assignee_id?: unknown };
const idOf = (value: unknown) => (typeof value === "number" ? [value] : []);

/** A page's replies or notes, by message, oldest first. */
async function writtenOn(
  db: Db,
  from: "inbox_replies" | "inbox_notes",
  table: InboxTable,
  ids: number[],
) {
  const out = new Map<number, Reply[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom(from)
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
    out.set(r.message_id, [...(out.get(r.message_id) ?? []), reply]);
  }
  return out;
}

/** The sender's account, the assignee, the replies and the notes of a page of rows. */
export async function inboxRelations(db: Db, table: InboxTable, rows: Related[]) {
  const users = new Map<number, Sender>();
  const ids = rows.map((row) => row.id);
  const accounts = [
    ...new Set(rows.flatMap((row) => [...idOf(row.user_id), ...idOf(row.assignee_id)])),
  ];
  if (accounts.length) {
    const found = await db
      .selectFrom("users")
      .select(["id", "username", "email"])
      .where("id", "in", accounts)
      .execute();
    for (const row of found) users.set(row.id, row);
  }
  const replies = await writtenOn(db, "inbox_replies", table, ids);
  const notes = await writtenOn(db, "inbox_notes", table, ids);
  const assignee = (row: Related): Assignee | null => {
    const user = typeof row.assignee_id === "number" ? users.get(row.assignee_id) : undefined;
    return user ? { id: user.id, username: user.username } : null;
  };
  return { users, replies, notes, assignee };
}

/** No foreign key: one table serves both kinds. The notes go with the replies. */
export async function deleteReplies(db: Db, table: string, id: number): Promise<void> {
  if (!isInboxTable(table)) return;
  for (const from of ["inbox_replies", "inbox_notes"] as const) {
    await db
      .deleteFrom(from)
      .where("message_table", "=", table)
      .where("message_id", "=", id)
      .execute();
  }
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
