import type { AuditAdmin } from "~/modules/provider/types";
// A hand-edited filter in the URL shows the whole log rather than an error.
import { CONTENT_KEYS, CONTENT_ENTITIES, type ContentTable } from "../content/registry";
import { pageNumber } from "../page-query/page-query";

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

/** In the menu's order: the log's sections and, but for the settings, what the statistics count. */
export const AUDIT_ENTITIES: readonly [AuditEntity, ...AuditEntity[]] = [
  CONTENT_ENTITIES[CONTENT_KEYS[0]].audit.entity,
  ...CONTENT_KEYS.slice(1).map((key) => CONTENT_ENTITIES[key].audit.entity),
  ...OTHER_ENTITIES,
];

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

export function auditQuery(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.entity) params.set("entity", filters.entity);
  if (filters.admin) params.set("admin", String(filters.admin));
  const query = params.toString();
  return query ? `?${query}` : "";
}
