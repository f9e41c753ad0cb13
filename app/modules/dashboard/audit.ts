// The audit log's sections and filters, shared by its screen (the filter's choices) and its
// loaders: the filters are read from the page's address and checked here, so a hand-edited URL
// shows the whole log rather than an error.
import { pageNumber } from "~/modules/page-query/page-query";

/**
 * Every kind of record the dashboard writes, in the order of its menu: the audit log's sections
 * (server/audit/log.ts) and, but for the settings (not a list of records), what the statistics
 * count.
 */
export const AUDIT_ENTITIES = [
  "categories",
  "services",
  "projects",
  "posts",
  "faqs",
  "jobs",
  "skills",
  "tags",
  "users",
  "team_members",
  "pages",
  "contact_messages",
  "service_requests",
  "settings",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export type AuditFilters = { entity: AuditEntity | null; admin: number | null };
export type AuditAdmin = { id: number; username: string; email: string };

export function auditFilters(params: URLSearchParams): AuditFilters & { page: number } {
  const entity = params.get("entity");
  const admin = params.get("admin")?.trim() ?? "";
  return {
    entity: (AUDIT_ENTITIES as readonly string[]).includes(entity ?? "")
      ? (entity as AuditEntity)
      : null,
    admin: /^\d{1,9}$/.test(admin) && Number(admin) > 0 ? Number(admin) : null,
    page: pageNumber(params.get("page")),
  };
}

/** The filters as a query (`?entity=users&admin=2`), "" when there are none. */
export function auditQuery(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.entity) params.set("entity", filters.entity);
  if (filters.admin) params.set("admin", String(filters.admin));
  const query = params.toString();
  return query ? `?${query}` : "";
}
