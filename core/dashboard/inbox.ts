// No imports, so the provider can bundle it (docs/conventions.md, "Validation").

/** `new` is what the menu's badge counts (docs/conventions.md, "The inbox"). */
export const INBOX_STATUSES = ["new", "in_progress", "answered", "archived"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export function isInboxStatus(value: unknown): value is InboxStatus {
  return typeof value === "string" && (INBOX_STATUSES as readonly string[]).includes(value);
}

export const REPLY_MAX = 5000;
