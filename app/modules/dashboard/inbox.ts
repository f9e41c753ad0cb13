// The inbox's statuses and filters, shared by the provider (what it stores and accepts) and the
// dashboard (the status control and the filters): plain values, no imports, so the provider can
// bundle it (docs/conventions.md, "Validation").

/** `new` is what the menu's badge counts; a reply sets `answered` (docs/conventions.md, "The inbox"). */
export const INBOX_STATUSES = ["new", "in_progress", "answered", "archived"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export function isInboxStatus(value: unknown): value is InboxStatus {
  return typeof value === "string" && (INBOX_STATUSES as readonly string[]).includes(value);
}

/** The longest reply an admin may send. */
export const REPLY_MAX = 5000;
