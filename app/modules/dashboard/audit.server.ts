// The audit log's screen and export: the provider's GET audit (our extension of spec §7) with its
// two filters, read from the page's address and checked here, so a hand-edited URL shows the
// whole log rather than an error.
import { providerFetch } from "~/modules/provider/client.server";
import type { PageMeta } from "~/modules/provider/types";
import { allPages } from "./export.server";
import { pageParam } from "./placement";
import type { Call, ListPage, Result, Row } from "./provider.server";

/** The provider's entity names (server/audit/log.ts), in the order of the dashboard's menu. */
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
  "contact_messages",
  "service_requests",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;

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
    page: pageParam(params.get("page")),
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

export async function listAudit(
  call: Call,
  filters: AuditFilters,
  page: number,
  perPage?: number,
): Promise<Result<ListPage>> {
  const result = await providerFetch<{ data: Row[]; meta: PageMeta }>({
    ...call,
    path: "audit",
    method: "GET",
    query: {
      entity: filters.entity ?? undefined,
      admin: filters.admin ?? undefined,
      page,
      per_page: perPage,
    },
  });
  if (!result.ok) return result;
  const { data, meta } = result.body;
  return {
    ok: true,
    value: {
      items: data,
      total: meta.total,
      page: meta.current_page,
      perPage: meta.per_page,
      lastPage: meta.last_page,
    },
  };
}

/** The admins who appear in the log (the admin filter's choices). */
export async function auditAdmins(call: Call): Promise<Result<AuditAdmin[]>> {
  const result = await providerFetch<{ data: AuditAdmin[] }>({
    ...call,
    path: "audit/admins",
    method: "GET",
  });
  return result.ok ? { ok: true, value: result.body.data } : result;
}

export function allAudit(call: Call, filters: AuditFilters): Promise<Result<Row[]>> {
  return allPages((page, perPage) => listAudit(call, filters, page, perPage));
}
