// Plain values, so the provider's mails (server/mail/templates/format.ts) name the reasons the
// form offers without bringing the form's schema along.

/** Sent as `contact_reason`: language-neutral keys, shown translated in the inbox and mails. */
export const CONTACT_REASONS = [
  "new_project",
  "quote",
  "support",
  "partnership",
  "careers",
  "other",
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export function isContactReason(value: string): value is ContactReason {
  return (CONTACT_REASONS as readonly string[]).includes(value);
}
