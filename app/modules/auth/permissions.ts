// Who may do what in the dashboard: the one map of roles to areas, read by the provider (every
// staff call, server/auth/staff.ts) and by the app (guards, the dashboard's menu). Plain values,
// no imports, so the provider bundles it as it bundles validation/rules.ts (docs/conventions.md).
//
// Admins do everything. Editors keep the public content and read the inbox; answering, filing
// and deleting messages, the accounts, the site's settings, jobs, skills and the audit log stay
// with admins. Plain users have no dashboard at all.

export const ROLES = ["admin", "editor", "user"] as const;
export type Role = (typeof ROLES)[number];

export const AREAS = [
  /** The dashboard's home and menu (the figures and the unread badge). */
  "overview",
  /** Categories, services, projects, posts, FAQs, team, pages, tags. */
  "content",
  /** Reading messages and service requests (the lists, read marks, attachments). */
  "inbox",
  /** Replying to, filing and deleting messages. */
  "inbox_answer",
  "users",
  "settings",
  "jobs",
  "skills",
  "audit",
  /** Any staff call not named below: admins only, so a new route is closed until it is listed. */
  "other",
] as const;
export type Area = (typeof AREAS)[number];

const GRANTS: Record<Role, readonly Area[]> = {
  admin: AREAS,
  editor: ["overview", "content", "inbox"],
  user: [],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether this role may work in this area; an unknown or missing role may do nothing. */
export function may(role: string | null | undefined, area: Area): boolean {
  return isRole(role) && GRANTS[role].includes(area);
}

/** A role that has any dashboard at all. */
export function isStaff(role: string | null | undefined): boolean {
  return may(role, "overview");
}

/**
 * The area of a dashboard record kind: the provider's paths (`dashboard/<kind>/...`, `titledesc`)
 * and the app's screens (`/dashboard/<kind>`) both name records by these. Anything not listed is
 * admins' only.
 */
const KIND_AREAS: Record<string, Area> = {
  statistics: "overview",
  categories: "content",
  services: "content",
  projects: "content",
  posts: "content",
  faqs: "content",
  FAQs: "content",
  team: "content",
  team_members: "content",
  pages: "content",
  titledesc: "content",
  tags: "content",
  contact_messages: "inbox",
  service_requests: "inbox",
  notifications: "inbox",
  users: "users",
  settings: "settings",
  jobs: "jobs",
  skills: "skills",
  audit: "audit",
};

/** Inbox actions beyond reading. */
const ANSWERING = new Set(["reply", "status", "delete"]);

/** The area of a record kind and, for the inbox, of the action on it ("reply", "delete"...). */
export function areaOf(kind: string, action?: string): Area {
  const area = KIND_AREAS[kind] ?? "other";
  if (area === "inbox" && action && ANSWERING.has(action)) return "inbox_answer";
  return area;
}

/** The area of a dashboard screen by its path under /dashboard ("" is the home). */
export function areaOfScreen(path: string): Area {
  const kind = path.replace(/^\/+/, "").split("/")[0] ?? "";
  return kind === "" ? "overview" : areaOf(kind);
}
