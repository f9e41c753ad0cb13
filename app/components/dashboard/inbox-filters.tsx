import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { INBOX_STATUSES, type InboxStatus } from "~core/dashboard/inbox";

/** A GET form, so the filters work without JavaScript and stay in the address. */
export function InboxFilters({
  path,
  tab,
  status,
}: {
  path: string;
  tab: "messages" | "requests";
  status: InboxStatus | null;
}) {
  const { t } = useTranslation("dashboard");
  const key = `${tab}-${status ?? ""}`;
  return (
    <Form method="get" action={path} className="admin-search" data-testid="inbox-filters">
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
      <button type="submit" className="button button-outline">
        {t("notifications.filter")}
      </button>
      {status ? (
        <Link
          to={tab === "requests" ? `${path}?tab=requests` : path}
          className="button button-ghost"
        >
          {t("table.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
