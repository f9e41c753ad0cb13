// The contract's closed lists (spec §3 and §7). No imports: the browser bundle reads them too.

export const PAGE_KEYS = ["about-us", "privacy", "terms", "conditions"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const USER_TYPES = ["client", "company"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SERVICE_REQUEST_TYPES = [
  "remote_employee",
  "build_website",
  "build_mobile_app",
  "graphics",
  "marketing",
] as const;
export type ServiceRequestType = (typeof SERVICE_REQUEST_TYPES)[number];

/** The roles a staff invitation may give (docs/conventions.md, "Staff invitations"). */
export const INVITED_ROLES = ["admin", "editor"] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** What an audit entry records (docs/conventions.md, "The provider's answers"; ADR 0014). */
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a content record's revision records (docs/publishing.md, "History and undo delete"). */
export const REVISION_ACTIONS = ["create", "update", "restore", "publish", "delete"] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];
