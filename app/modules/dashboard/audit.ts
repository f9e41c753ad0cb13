import type { AuditAdmin } from "~/modules/provider/types";
import { pageNumber } from "~/modules/page-query/page-query";
import { AUDIT_ENTITIES, type AuditEntity } from "~core/dashboard/audit";

export type AuditFilters = { entity: AuditEntity | null; admin: number | null };
export type { AuditAdmin };

// A hand-edited filter in the URL shows the whole log rather than an error.
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
