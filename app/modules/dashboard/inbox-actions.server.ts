// What each control of the open conversation asks the provider (docs/conventions.md, "The
// inbox"), and what staff are told after. Every control is a plain form, so one intent each.
import { isInboxStatus } from "~core/dashboard/inbox";
import type { Call } from "./provider.server";
import { inboxWrite, markRead, type InboxTab } from "./inbox.server";

export const INBOX_INTENTS = ["read", "status", "reply", "note", "assign", "delete"] as const;
export type InboxIntent = (typeof INBOX_INTENTS)[number];

/** A plain read-mark form sends no intent. */
export function intentOf(value: FormDataEntryValue | null): InboxIntent | null {
  if (value === null) return "read";
  return INBOX_INTENTS.find((intent) => intent === value) ?? null;
}

/** The text a staff member typed, kept by its form when it is refused. */
export type TextDraft = { id: number; field: "message" | "note"; value: string; error: string };

/** The toast's key (dashboard.json) after each intent. */
export function doneKey(intent: InboxIntent, read: boolean): string {
  if (intent === "read") return read ? "toast.marked_read" : "toast.marked_unread";
  return {
    status: "toast.status_changed",
    reply: "toast.reply_sent",
    note: "toast.note_added",
    assign: "toast.assigned",
    delete: "toast.deleted",
  }[intent];
}

export async function runIntent(
  call: Call,
  tab: InboxTab,
  intent: InboxIntent,
  id: number,
  form: FormData,
) {
  const field = (name: string) => String(form.get(name) ?? "").trim();
  switch (intent) {
    case "read":
      return markRead(call, tab, id, form.get("read") === "1");
    case "status": {
      const status = form.get("status");
      // A hand-made status is left out: the provider's field error says so.
      return inboxWrite(call, tab, "status", {
        id,
        status: isInboxStatus(status) ? status : undefined,
      });
    }
    case "reply":
      return inboxWrite(call, tab, "reply", { id, message: field("message") });
    case "note":
      return inboxWrite(call, tab, "note", { id, note: field("note") });
    case "assign": {
      const assignee = Number(field("assignee_id"));
      const assignee_id = Number.isInteger(assignee) && assignee > 0 ? assignee : "";
      return inboxWrite(call, tab, "assign", { id, assignee_id });
    }
    case "delete":
      return inboxWrite(call, tab, "delete", { id });
  }
}
