// The provider's records as it answers them (spec §3 and §7), declared once: the provider's
// routes parse their answers with these schemas (unknown fields are dropped) and the app reads
// the inferred types (app/modules/provider/types.ts).
import { z } from "zod";
import { AUDIT_ACTIONS, INVITED_ROLES, PAGE_KEYS, USER_TYPES } from "./lists.js";
import { CONTENT_FIELDS } from "../content/fields.js";
import type { ContentKey } from "../content/keys.js";
import { contentShape, id, imageInfo, imageVariant, names } from "./content-shape.js";

const stamp = z.string();
/** `updated_at`: the stamp a save sends back to be checked (ADR 0022). */
const base = { id, created_at: stamp, updated_at: stamp };

export const pageMeta = z.object({
  total: z.number(),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  /** The count stopped at `total`: there are more (the site search, ADR 0029). */
  capped: z.boolean().optional(),
});

export { imageInfo, imageVariant };

// The content records, each from its registry fields (core/content/fields.ts).
export const category = z.object({ ...base, ...contentShape(CONTENT_FIELDS.categories) });
export const service = z.object({ ...base, ...contentShape(CONTENT_FIELDS.services) });
export const project = z.object({ ...base, ...contentShape(CONTENT_FIELDS.projects) });
export const post = z.object({ ...base, ...contentShape(CONTENT_FIELDS.posts) });
export const faq = z.object({ ...base, ...contentShape(CONTENT_FIELDS.faqs) });
export const teamMember = z.object({ ...base, ...contentShape(CONTENT_FIELDS.team) });
/** Its key is one of the contract's closed list. */
export const sitePage = z.object({
  ...base,
  ...contentShape(CONTENT_FIELDS.pages),
  key: z.enum(PAGE_KEYS),
});

/** Each content record by its registry key (the public lists read theirs from here). */
export const CONTENT_RECORDS = {
  categories: category,
  services: service,
  projects: project,
  posts: post,
  faqs: faq,
  team: teamMember,
  pages: sitePage,
} satisfies Record<ContentKey, z.ZodTypeAny>;

export const user = z.object({
  ...base,
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  type: z.enum(USER_TYPES),
  role: z.object({ name: z.string() }).nullable(),
});

/** A "titledesc" entry (ADR 0003): a title and description kept under a table name. */
export const tag = z.object({
  ...base,
  table: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});

/** A passkey of the signed-in account (docs/conventions.md, "Account security"). */
export const passkey = z.object({
  id,
  name: z.string(),
  created_at: stamp,
  last_used_at: stamp.nullable(),
});

/** An admin as the audit log names them. */
export const auditAdmin = z.object({ id, username: z.string(), email: z.string() });

/** A related record as it is named now (a relation's id in an audit entry's change), or gone. */
export const auditRef = z.object({
  id,
  ar: z.string().optional(),
  en: z.string().optional(),
  deleted: z.literal(true).optional(),
});

/** One field of an audit entry's summary, read back (server/audit/changes.ts). */
export const auditChange = z.object({
  field: z.string(),
  before: z.string().optional(),
  after: z.string().optional(),
  before_ref: auditRef.optional(),
  after_ref: auditRef.optional(),
});

/** An entry of the audit log (ADR 0014): who changed which record, and what. */
export const auditEntry = z.object({
  id,
  entity: z.string(),
  entity_id: id,
  action: z.enum(AUDIT_ACTIONS),
  summary: z.string(),
  changes: z.array(auditChange),
  created_at: stamp,
  admin: auditAdmin,
});

/** A staff member a message may be assigned to (docs/conventions.md, "The inbox"). */
export const staffMember = z.object({ id, username: z.string() });

/** A pending staff invitation as the users screen lists it (docs/conventions.md). */
export const invitation = z.object({
  id,
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  invited_by: z.object({ id: id.nullable(), username: z.string(), email: z.string() }),
  created_at: stamp,
  expires_at: stamp,
});

/** What the invitation page shows its holder before the password is set. */
export const invitationPreview = z.object({
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  inviter: z.string(),
  expires_at: stamp,
});

/** One of the signed-in user's sessions (docs/conventions.md, "Account security"). */
export const accountSession = z.object({
  id: z.string(),
  device: z.string().nullable(),
  address: z.string().nullable(),
  created_at: stamp,
  last_seen_at: stamp,
  current: z.boolean(),
});

const text = z.string();
/** The company's own details (our extension of spec §7, docs/conventions.md). */
export const siteSettings = z.object({
  ar_company_name: text,
  en_company_name: text,
  ar_description: text,
  en_description: text,
  ar_tagline: text,
  en_tagline: text,
  ar_hours: text,
  en_hours: text,
  email: text,
  phone: text,
  phone2: text,
  whatsapp: text,
  ar_address: text,
  en_address: text,
  linkedin: text,
  x: text,
  facebook: text,
  instagram: text,
  github: text,
  stat_clients: text,
  stat_projects: text,
  stat_support: text,
  /** Public storage paths (`/storage/settings/…`), "" for the built-in pictures. */
  logo: text,
  favicon: text,
  ar_claims: z.array(z.string()),
  en_claims: z.array(z.string()),
  featured_services: z.array(id),
  /** Ours only: absent from another provider, which has no second factor. */
  admin_second_factor: z.boolean().optional(),
  /** Ours only: an IANA zone, where schedules are typed and shown (core/time/zone.ts). */
  time_zone: text.optional(),
  /** Ours only (ADR 0022): the stamp a save sends back to be checked. */
  updated_at: stamp.optional(),
});

const titles = { ar_title: z.string(), en_title: z.string() };

/** A job (ADR 0003): a tree by `parent_id`, with skills. */
export const job = z.object({
  ...base,
  parent_id: id.nullable(),
  ...titles,
  ar_description: z.string(),
  en_description: z.string(),
  parent: z.object({ id, ...titles }).nullable(),
  skills: z.array(z.object({ id, ...names })),
  children_count: z.number(),
});

/** A job a job may be moved under, in tree order (`jobs/parents`, docs/conventions.md). */
export const jobChoice = z.object({ id, parent_id: id.nullable(), ...titles, depth: z.number() });

const counts = z.record(z.string(), z.number());

/** New contact messages and service requests of one week (the dashboard home's chart). */
export const weekCount = z.object({
  week_start: stamp,
  contact_messages: z.number(),
  service_requests: z.number(),
});

/** The dashboard's quick statistics (spec §1). */
export const statistics = z.object({
  counts,
  unread: counts,
  new_this_week: counts,
  weekly: z.array(weekCount),
  /** Missing or outdated translations (docs/publishing.md); ours only. */
  needs: counts.optional(),
  /** The same by language, then by table; ours only. */
  needs_by: z.record(z.string(), counts).optional(),
});

/** What a bulk action did (docs/conventions.md, "List tools"): a record left says why. */
export const bulkOutcome = z.object({
  done: z.number(),
  missing: z.number(),
  skipped: z.array(z.object({ id, message: z.string() })),
});

/**
 * A dashboard record: the dashboard's screens read its fields by the content registry's names,
 * so every field is kept.
 */
export const dashboardRecord = z.object({ id }).passthrough();

export type PageMeta = z.infer<typeof pageMeta>;
export type ImageVariantInfo = z.infer<typeof imageVariant>;
export type ImageInfo = z.infer<typeof imageInfo>;
export type Category = z.infer<typeof category>;
export type Service = z.infer<typeof service>;
export type Project = z.infer<typeof project>;
export type Post = z.infer<typeof post>;
export type Faq = z.infer<typeof faq>;
export type TeamMember = z.infer<typeof teamMember>;
export type SitePage = z.infer<typeof sitePage>;
export type User = z.infer<typeof user>;
export type Passkey = z.infer<typeof passkey>;
export type AuditAdmin = z.infer<typeof auditAdmin>;
export type AuditRef = z.infer<typeof auditRef>;
export type AuditChange = z.infer<typeof auditChange>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type StaffMember = z.infer<typeof staffMember>;
export type Tag = z.infer<typeof tag>;
export type AccountSession = z.infer<typeof accountSession>;
export type Invitation = z.infer<typeof invitation>;
export type InvitationPreview = z.infer<typeof invitationPreview>;
export type SiteSettings = z.infer<typeof siteSettings>;
export type Job = z.infer<typeof job>;
export type JobChoice = z.infer<typeof jobChoice>;
export type WeekCount = z.infer<typeof weekCount>;
export type Statistics = z.infer<typeof statistics>;
export type BulkOutcome = z.infer<typeof bulkOutcome>;
export type DashboardRecord = z.infer<typeof dashboardRecord>;
