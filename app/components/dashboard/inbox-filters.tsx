import { useTranslation } from "~/modules/i18n/react";
import { INBOX_STATUSES } from "~core/dashboard/inbox";
import type { StaffMember } from "~core/contract/records";
import type { InboxFilters as Filters } from "~/modules/dashboard/inbox.server";
import { SearchForm } from "./search-form";

/** The lists' search form: by sender or text, with the kind, status and assignee beside it
 * (GET, no JS). */
export function InboxFilters({
  path,
  filters,
  staff,
}: {
  path: string;
  filters: Filters;
  staff: StaffMember[];
}) {
  const { t } = useTranslation("dashboard");
  const { tab, status, assignee, q } = filters;
  const key = `${tab}-${status ?? ""}-${assignee ?? ""}-${q}`;
  return (
    <div data-testid="inbox-filters">
      <SearchForm
        q={q}
        path={path}
        label={t("notifications.search_label")}
        filtered={Boolean(status || assignee)}
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
        <label>
          <span className="visually-hidden">{t("notifications.assignee")}</span>
          <select name="assignee" defaultValue={assignee ?? ""} key={`assignee-${key}`}>
            <option value="">{t("notifications.everyones")}</option>
            <option value="me">{t("notifications.mine")}</option>
            <option value="none">{t("notifications.unassigned")}</option>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.username}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>
    </div>
  );
}
