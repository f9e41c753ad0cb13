import { useTranslation } from "~/modules/i18n/react";
import { INBOX_STATUSES } from "~core/dashboard/inbox";
import type { InboxFilters as Filters } from "~/modules/dashboard/inbox.server";
import { SearchForm } from "./search-form";

/** The lists' search form: by sender or text, with the kind and status beside it (GET, no JS). */
export function InboxFilters({ path, filters }: { path: string; filters: Filters }) {
  const { t } = useTranslation("dashboard");
  const { tab, status, q } = filters;
  const key = `${tab}-${status ?? ""}-${q}`;
  return (
    <div data-testid="inbox-filters">
      <SearchForm
        q={q}
        path={path}
        label={t("notifications.search_label")}
        filtered={Boolean(status)}
      >
        <label>
          <span className="visually-hidden">{t("notifications.kind")}</span>
          <select name="tab" defaultValue={tab} key={`tab-${key}`}>
            <option value="messages">{t("notifications.messages")}</option>
            <option value="requests">{t("notifications.requests")}</option>
          </select>
        </label>
        <label>
          <span className="visually-hidden">{t("notifications.status")}</span>
          <select name="status" defaultValue={status ?? ""} key={`status-${key}`}>
            <option value="">{t("notifications.all_statuses")}</option>
            {INBOX_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`notifications.statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>
    </div>
  );
}
