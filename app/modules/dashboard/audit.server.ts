// GET audit is our extension of spec §7.
import { providerFetch } from "~/modules/provider/client.server";
import type { AuditEntry, Paged } from "~/modules/provider/types";
import type { AuditAdmin, AuditFilters } from "~/modules/dashboard/audit";
import { allPages } from "./export.server";
import { map, toPage, type Call, type ListPage, type Result, type Row } from "./provider.server";

export async function listAudit(
  call: Call,
  filters: AuditFilters,
  page: number,
  perPage?: number,
): Promise<Result<ListPage>> {
  const result = await providerFetch<Paged<AuditEntry>>({
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
  return map(result, ({ data, meta }) => toPage(data, meta, { page, perPage }));
}

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
