// No imports, so the provider can bundle it (docs/conventions.md, "Validation").

/** `new` is what the menu's badge counts (docs/conventions.md, "The inbox"). */
export const INBOX_STATUSES = ["new", "in_progress", "answered", "archived"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export function isInboxStatus(value: unknown): value is InboxStatus {
  return typeof value === "string" && (INBOX_STATUSES as readonly string[]).includes(value);
}

export const REPLY_MAX = 5000;

/** An internal note: plain text, shown only to staff. */
export const NOTE_MAX = 2000;

/** The list's assignee filter: the signed-in staff member, nobody, or one by id. */
export type AssigneeFilter = "me" | "none" | number;

export function assigneeFilter(value: unknown): AssigneeFilter | null {
  if (value === "me" || value === "none") return value;
  const id = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
