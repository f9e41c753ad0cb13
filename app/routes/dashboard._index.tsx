import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { Icon } from "~/components/dashboard/icons";
import { NeedsLinks } from "~/components/dashboard/needs-links";
import { StatsChart } from "~/components/dashboard/stats-chart";
import { contentEntities } from "~core/content/registry";
import { formatNumber } from "~/modules/dashboard/format";
import { requireArea } from "~/modules/dashboard/guard.server";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { useLanguage } from "~/utils/root-data";
import type { DashboardLayoutLoader } from "./dashboard/route";

export const handle = { i18n: ["common", "dashboard"] };

// The figures come from the layout's loader; this loader exists so `?_data=` is guarded too.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireArea(request, await getLanguage(request), "overview");
  return json({ ok: true }, { headers: { "Cache-Control": "private, no-store" } });
}

const CARDS = [
  ...contentEntities().flatMap((entity) =>
    entity.creatable
      ? [{ key: entity.audit.entity, icon: entity.icon, href: entity.dashboardPath }]
      : [],
  ),
  { key: "jobs", icon: "jobs", href: "/dashboard/jobs" },
  { key: "skills", icon: "skills", href: "/dashboard/skills" },
  { key: "tags", icon: "tags", href: "/dashboard/tags" },
  { key: "users", icon: "users", href: "/dashboard/users" },
  { key: "contact_messages", icon: "notifications", href: "/dashboard/notifications" },
  { key: "service_requests", icon: "notifications", href: "/dashboard/notifications?tab=requests" },
];

export default function DashboardHome() {
  const layout = useRouteLoaderData<DashboardLayoutLoader>("routes/dashboard");
  const statistics = layout?.statistics ?? null;
  const locale = useLanguage();
  const { t } = useTranslation("dashboard");
  return (
    <>
      <header className="admin-page-header">
        <div>
          <h1>{t("home.title")}</h1>
          <p className="admin-lead">{t("home.lead")}</p>
        </div>
      </header>
      {!statistics ? (
        <p className="admin-panel" role="status">
          {t("home.unavailable")}
        </p>
      ) : (
        <>
          <ul className="stat-grid" data-testid="statistics">
            {CARDS.map((card) => {
              const unread = statistics.unread[card.key];
              const fresh = statistics.new_this_week[card.key];
              return (
                <li key={card.key}>
                  <Link to={card.href} className="stat-card">
                    <span className="stat-icon">
                      <Icon name={card.icon} />
                    </span>
                    <span className="stat-label">{t(`counts.${card.key}`)}</span>
                    <strong className="stat-value">
                      {formatNumber(statistics.counts[card.key] ?? 0, locale)}
                    </strong>
                    {unread !== undefined ? (
                      <span className="stat-note">
                        {t("home.unread", { n: formatNumber(unread, locale) })} ·{" "}
                        {t("home.this_week", { n: formatNumber(fresh ?? 0, locale) })}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          {statistics.needs ? (
            <div className="admin-lead" data-testid="needs">
              <p>
                {t("publishing.home_needs", {
                  ar: formatNumber(statistics.needs.ar ?? 0, locale),
                  en: formatNumber(statistics.needs.en ?? 0, locale),
                })}
              </p>
              <NeedsLinks byLanguage={statistics.needs_by} />
            </div>
          ) : null}
          <section className="admin-panel" aria-labelledby="chart-heading">
            <h2 id="chart-heading">{t("home.chart_title")}</h2>
            <StatsChart weeks={statistics.weekly} locale={locale} />
          </section>
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
