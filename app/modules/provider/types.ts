// The provider contract (spec §3 and §7) is declared once, in core/contract/: its records and
// envelopes as types, its closed lists as values (they hold no server code).
export type {
  AccountSession,
  AuditAdmin,
  AuditChange,
  AuditEntry,
  AuditRef,
  Category,
  Faq,
  ImageInfo,
  ImageVariantInfo,
  Invitation,
  InvitationPreview,
  PageMeta,
  Passkey,
  Post,
  Project,
  Service,
  SitePage,
  SiteSettings,
  Statistics,
  TeamMember,
  User,
  WeekCount,
} from "~core/contract/records";
export type { ContactMessage, InboxWritten, ServiceRequest } from "~core/contract/inbox";
export type { DeletedRecord, Revision } from "~core/contract/history";
export type {
  AccountFactors,
  PasskeyOptions,
  RecoveryCodes,
  RecoveryCodesRevealed,
  TotpStarted,
  TotpState,
} from "~core/contract/account-security";
export type { Item, Paged } from "~core/contract/answers";
export {
  INVITED_ROLES,
  PAGE_KEYS,
  SERVICE_REQUEST_TYPES,
  USER_TYPES,
  type InvitedRole,
  type PageKey,
  type ServiceRequestType,
  type UserType,
} from "~core/contract/lists";
