import type { LoaderFunctionArgs } from "@remix-run/node";
import { text } from "~/components/dashboard/row-text";
import { auditFilters } from "~/modules/dashboard/audit";
import { auditLabel } from "~core/dashboard/audit";
import { changeLines, changesOf, changeText } from "~/modules/dashboard/audit-changes";
import { allAudit } from "~/modules/dashboard/audit.server";
import { csvResponse } from "~/modules/dashboard/export.server";
import { failLoader, requireAdmin } from "~/modules/dashboard/guard.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";

/** The audit log as CSV (admins only), with the page's filters, headers in the admin's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLanguage(request);
  const user = await requireAdmin(request, locale);
  const { page: _page, ...filters } = auditFilters(new URL(request.url).searchParams);
  const result = await allAudit({ request, language: locale, token: user.token }, filters);
  if (!result.ok) return failLoader(request, result.error);
  const t = await getServerT(locale, "dashboard");
  const header = ["created_at", "admin", "email", "entity", "id", "action", "summary"];
  const rows = result.value.map((row) => {
    const admin = (row.admin ?? {}) as { username?: string; email?: string };
    return [
      row.created_at,
      admin.username,
      admin.email,
      t(auditLabel(text(row.entity)), text(row.entity)),
      row.entity_id,
      t(`audit.actions.${text(row.action)}`, text(row.action)),
      changeText(t, changeLines(t, locale, text(row.entity), changesOf(row))) || row.summary,
    ];
  });
  return csvResponse([header.map((key) => t(`audit.csv.${key}`)), ...rows], "audit");
}
