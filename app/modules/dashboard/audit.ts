// The audit log's sections and filters, shared by its screen (the filter's choices) and its
// loaders: the filters are read from the page's address and checked here, so a hand-edited URL
// shows the whole log rather than an error.
import type { AuditAdmin } from "~/modules/provider/types";
import { CONTENT_KEYS, CONTENT_ENTITIES, type ContentTable } from "../content/registry";
import { pageNumber } from "../page-query/page-query";

/** The records the dashboard writes that are not content entities (registry.ts). */
const OTHER_ENTITIES = [
  "jobs",
  "skills",
  "tags",
  "users",
  "contact_messages",
  "service_requests",
  "settings",
] as const;

export type AuditEntity = ContentTable | (typeof OTHER_ENTITIES)[number];

/**
 * Every kind of record the dashboard writes, in the order of its menu: the audit log's sections
 * (server/audit/log.ts) and, but for the settings (not a list of records), what the statistics
 * count. The content entities' sections come from their registry.
 */
export const AUDIT_ENTITIES: readonly [AuditEntity, ...AuditEntity[]] = [
  CONTENT_ENTITIES[CONTENT_KEYS[0]].audit.entity,
  ...CONTENT_KEYS.slice(1).map((key) => CONTENT_ENTITIES[key].audit.entity),
  ...OTHER_ENTITIES,
];

/** The audit log's label of a section (dashboard namespace). */
export function auditLabel(entity: string): string {
  const content = CONTENT_KEYS.find((key) => CONTENT_ENTITIES[key].audit.entity === entity);
  return content ? CONTENT_ENTITIES[content].audit.label : `audit.entities.${entity}`;
}

export type AuditFilters = { entity: AuditEntity | null; admin: number | null };
export type { AuditAdmin };

export function auditFilters(params: URLSearchParams): AuditFilters & { page: number } {
  const entity = params.get("entity");
  const admin = params.get("admin")?.trim() ?? "";
  return {
    entity: AUDIT_ENTITIES.find((known) => known === entity) ?? null,
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
