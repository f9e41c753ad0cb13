import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { Icon } from "~/components/dashboard/icons";
import { Pagination } from "~/components/dashboard/pagination";
import { text } from "~/components/dashboard/row-text";
import { auditFilters, auditQuery } from "~/modules/dashboard/audit";
import { AUDIT_ENTITIES, auditLabel } from "~core/dashboard/audit";
import { AuditChanges } from "~/components/dashboard/audit-changes";
import { auditAdmins, listAudit } from "~/modules/dashboard/audit.server";
import { formatDate } from "~/modules/dashboard/format";
import { failLoader, requireAdmin } from "~/modules/dashboard/guard.server";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { useLanguage } from "~/utils/root-data";

export const handle = { i18n: ["common", "dashboard"] };

const PATH = "/dashboard/audit";

/** Read-only: the provider has no write for the log either. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const user = await requireAdmin(request, language);
  const { page, ...filters } = auditFilters(new URL(request.url).searchParams);
  const call = { request, language, token: user.token };
  const [result, admins] = await Promise.all([listAudit(call, filters, page), auditAdmins(call)]);
  if (!result.ok) return failLoader(request, result.error);
  if (!admins.ok) return failLoader(request, admins.error);
  const query = auditQuery(filters);
  return json(
    { ...result.value, filters, admins: admins.value, query, back: query },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AuditLog() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboard");
  const locale = useLanguage();
  const filtered = Boolean(data.query);
  return (
    <>
      <header className="admin-page-header">
        <div>
          <h1>{t("audit.title")}</h1>
          <p className="admin-lead" data-testid="total">
            {t("table.total", { count: data.total })}
          </p>
        </div>
        <a href={`${PATH}/csv${data.query}`} className="button button-outline" download>
          <Icon name="download" size={18} />
          {t("audit.export")}
        </a>
      </header>
      <section className="admin-panel">
        <Form method="get" action={PATH} className="admin-search" data-testid="audit-filters">
          <label>
            <span className="visually-hidden">{t("audit.entity")}</span>
            <select name="entity" defaultValue={data.filters.entity ?? ""} key={data.query}>
              <option value="">{t("audit.all_entities")}</option>
              {AUDIT_ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {t(auditLabel(entity))}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="visually-hidden">{t("audit.admin")}</span>
            <select name="admin" defaultValue={data.filters.admin ?? ""} key={data.query}>
              <option value="">{t("audit.all_admins")}</option>
              {data.admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.username} ({admin.email})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button-outline">
            {t("audit.filter")}
          </button>
          {filtered ? (
            <Link to={PATH} className="button button-ghost">
              {t("table.clear")}
            </Link>
          ) : null}
        </Form>
        {data.items.length === 0 ? (
          <p className="admin-empty">{t("audit.empty")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="audit">
              <thead>
                <tr>
                  <th scope="col">{t("audit.when")}</th>
                  <th scope="col">{t("audit.admin")}</th>
                  <th scope="col">{t("audit.entity")}</th>
                  <th scope="col">{t("audit.action")}</th>
                  <th scope="col">{t("audit.changes")}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => {
                  const admin = row.admin as { username?: string; email?: string } | undefined;
                  const summary = text(row.summary);
                  return (
                    <tr key={row.id}>
                      <td data-label={t("audit.when")}>
                        <time dateTime={text(row.created_at)}>
                          {formatDate(row.created_at, locale, true)}
                        </time>
                      </td>
                      <td data-label={t("audit.admin")}>
                        <bdi dir="auto">{admin?.username ?? ""}</bdi>
                        <br />
                        <bdi dir="ltr">{admin?.email ?? ""}</bdi>
                      </td>
                      <td data-label={t("audit.entity")}>
                        {t(auditLabel(text(row.entity)), text(row.entity))}{" "}
                        <bdi dir="ltr">#{text(row.entity_id)}</bdi>
                      </td>
                      <td data-label={t("audit.action")}>
                        <span className="badge">
                          {t(`audit.actions.${text(row.action)}`, text(row.action))}
                        </span>
                      </td>
                      <td data-label={t("audit.changes")}>
                        {summary ? (
                          <AuditChanges entity={text(row.entity)} row={row} locale={locale} />
                        ) : (
                          t("audit.no_changes")
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={data.page} lastPage={data.lastPage} back={data.back} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
