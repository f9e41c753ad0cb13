// Row types of the provider's database. Timestamps are ISO 8601 UTC strings (conventions).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { FactorTables } from "./factor-types.js";
import type { InvitationTables } from "./invitation-types.js";
import type { SlugHistoryTable, Stamp } from "./content-columns.js";
import type { ContentRow, PageRow } from "./content-rows.js";
import type { RevisionsTable } from "./revision-types.js";
import type {
  ContactMessagesTable,
  InboxWrittenTable,
  ServiceRequestsTable,
} from "./inbox-types.js";
export type { InboxTable } from "./inbox-types.js";

type Id = Generated<number>;
type Created = ColumnType<string, string | undefined, never>;

// One list of roles with the permission map that gives each its areas.
import { ROLES, type Role } from "../../core/auth/permissions.js";
export { ROLES, type Role };
// The contract's closed lists (core/contract/lists.ts).
import type { AuditAction, UserType } from "../../core/contract/lists.js";
export {
  AUDIT_ACTIONS,
  PAGE_KEYS,
  SERVICE_REQUEST_TYPES,
  USER_TYPES,
  type AuditAction,
  type PageKey,
  type ServiceRequestType,
} from "../../core/contract/lists.js";

export interface UsersTable {
  id: Id;
  username: string;
  email: string;
  password_hash: string;
  phone: string | null;
  country: string | null;
  city: string | null;
  type: UserType;
  role: Role;
  updated_at: Stamp;
  created_at: Created;
}

export interface AuthTokensTable {
  jti: string;
  user_id: number;
  created_at: Created;
  expires_at: string;
  revoked_at: string | null;
  /** The sign-in's browser and system as people say it ("Chrome on Linux"), migration 0009. */
  device: string | null;
  address: string | null;
  /** Written at most once a minute per token (server/auth/sessions.ts). */
  last_seen_at: string | null;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: string;
  used_at: string | null;
  created_at: Created;
}

/** Files of every entity; `owner_table` + `owner_id` name the record, `position` keeps order. */
export interface ImagesTable {
  id: Id;
  owner_table: string;
  owner_id: number;
  position: number;
  path: string;
  thumb: string;
  width: number;
  height: number;
  /** JSON list of ImageVariant (server/storage/variants.ts); null until made (ADR 0015). */
  variants: string | null;
  created_at: Created;
}

export type CategoriesTable = ContentRow<"categories">;

export type ServicesTable = ContentRow<"services">;

export type ProjectsTable = ContentRow<"projects">;

export type PostsTable = ContentRow<"posts">;

export interface PostRequirementsTable {
  id: Id;
  post_id: number;
  position: number;
  ar_requirement: string;
  en_requirement: string;
}

export type FaqsTable = ContentRow<"faqs">;

export interface TagsTable {
  id: Id;
  table_name: string;
  title: string;
  description: string | null;
  updated_at: Stamp;
  created_at: Created;
}

export interface JobsTable {
  id: Id;
  parent_id: number | null;
  ar_title: string;
  en_title: string;
  ar_description: string;
  en_description: string;
  updated_at: Stamp;
  created_at: Created;
}

export interface SkillsTable {
  id: Id;
  ar_name: string;
  en_name: string;
  updated_at: Stamp;
  created_at: Created;
}

export interface JobSkillsTable {
  job_id: number;
  skill_id: number;
}

export type TeamMembersTable = ContentRow<"team">;

export type PagesTable = PageRow;

/** One admin write (the dashboard's audit log); the actor is copied as it was at that time. */
export interface AuditLogTable {
  id: Id;
  admin_id: number;
  admin_name: string;
  admin_email: string;
  entity: string;
  entity_id: number;
  action: AuditAction;
  summary: string;
  created_at: Created;
}

/** One site setting (server/settings/): text, or JSON text for a list. */
export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface Database extends FactorTables, InvitationTables {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  images: ImagesTable;
  categories: CategoriesTable;
  services: ServicesTable;
  projects: ProjectsTable;
  posts: PostsTable;
  post_requirements: PostRequirementsTable;
  faqs: FaqsTable;
  contact_messages: ContactMessagesTable;
  service_requests: ServiceRequestsTable;
  tags: TagsTable;
  jobs: JobsTable;
  skills: SkillsTable;
  job_skills: JobSkillsTable;
  audit_log: AuditLogTable;
  revisions: RevisionsTable;
  team_members: TeamMembersTable;
  pages: PagesTable;
  site_settings: SiteSettingsTable;
  inbox_replies: InboxWrittenTable;
  inbox_notes: InboxWrittenTable;
  slug_history: SlugHistoryTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Image = Selectable<ImagesTable>;
