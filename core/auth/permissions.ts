// The one map of roles to dashboard areas, read by the provider (server/auth/staff.ts) and the
// app. Plain users have no dashboard at all.
import { contentEntities } from "../content/registry";

export const ROLES = ["admin", "editor", "user"] as const;
export type Role = (typeof ROLES)[number];

export const AREAS = [
  "overview",
  "content",
  /** Working in the inbox: reading, notes, assignment, status and replies. */
  "inbox",
  /** Deleting a message or request: admins only. */
  "inbox_delete",
  "users",
  "settings",
  "jobs",
  "skills",
  "audit",
  /** Any staff call not listed: admins only, so a new route is closed until it is listed. */
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

/** An unknown or missing role may do nothing. */
export function may(role: string | null | undefined, area: Area): boolean {
  return isRole(role) && GRANTS[role].includes(area);
}

export function isStaff(role: string | null | undefined): boolean {
  return may(role, "overview");
}

/** A content entity by every name the provider's paths and the app's screens give it. */
const CONTENT_KINDS = contentEntities().flatMap((entity) => [
  entity.key,
  entity.table,
  entity.route,
  entity.dashboardPath.split("/").pop() ?? entity.key,
]);

/** By record kind, as the provider's paths and the app's screens name them; unlisted: admins. */
const KIND_AREAS: Record<string, Area> = {
  ...Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, "content" as const])),
  statistics: "overview",
  titledesc: "content",
  tags: "content",
  contact_messages: "inbox",
  service_requests: "inbox",
  notifications: "inbox",
  /** The inbox's own calls not of one table (its staff list). */
  inbox: "inbox",
  users: "users",
  invitations: "users",
  settings: "settings",
  jobs: "jobs",
  skills: "skills",
  audit: "audit",
};

export function areaOf(kind: string, action?: string): Area {
  const area = KIND_AREAS[kind] ?? "other";
  if (area === "inbox" && action === "delete") return "inbox_delete";
  return area;
}

export function areaOfScreen(path: string): Area {
  const kind = path.replace(/^\/+/, "").split("/")[0] ?? "";
  return kind === "" ? "overview" : areaOf(kind);
}
