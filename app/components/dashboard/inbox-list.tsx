// The inbox's conversations, one link each: a plain link opens one beside the list (`?id=`), so it
// works without JavaScript and a reload or a shared address opens the same one.
import { Link } from "@remix-run/react";
import { Icon } from "./icons";
import { useTranslation } from "~/modules/i18n/react";
import { formatDate } from "~/modules/dashboard/format";
import type { Row } from "~/modules/dashboard/provider.server";
import { assigneeOf } from "~/modules/dashboard/inbox-rows";
import { text } from "./row-text";

/** The subject a staff member scans for: the reason or service, then the message's first line. */
function firstLine(row: Row): string {
  return text(row.info).split(/\r?\n/, 1)[0] ?? "";
}

export function InboxList({
  items,
  selected,
  hrefOf,
  locale,
  subjectOf,
}: {
  items: Row[];
  selected: number | null;
  hrefOf: (id: number) => string;
  locale: string;
  subjectOf: (row: Row) => string;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <ul className="inbox-list" data-testid="inbox" aria-label={t("notifications.conversations")}>
      {items.map((row) => {
        const read = Boolean(row.read);
        const status = text(row.status) || "new";
        const sender = text(row.name) || text(row.email) || text(row.phone);
        const assignee = assigneeOf(row);
        return (
          <li key={row.id} id={`row-${row.id}`} className={read ? undefined : "row-unread"}>
            <Link
              to={hrefOf(row.id)}
              className="inbox-item"
              aria-current={row.id === selected ? "true" : undefined}
              preventScrollReset
              data-testid="inbox-item"
            >
              <span className="inbox-item-head">
                <bdi dir="auto" className="inbox-item-sender">
                  {sender}
                </bdi>
                <time dateTime={text(row.created_at)}>{formatDate(row.created_at, locale)}</time>
              </span>
              <bdi dir="auto" className="inbox-item-subject">
                {subjectOf(row)}
              </bdi>
              <bdi dir="auto" className="inbox-item-line">
                {firstLine(row)}
              </bdi>
              <span className="inbox-item-badges">
                <span className={`badge ${read ? "" : "badge-admin"}`} data-testid="read-badge">
                  {read ? t("notifications.read") : t("notifications.unread")}
                </span>
                <span className="badge">{t(`notifications.statuses.${status}`)}</span>
                <span className="inbox-item-assignee" data-testid="item-assignee">
                  {assignee ? (
                    <>
                      <Icon name="team" size={14} />
                      <bdi dir="auto">{assignee.username}</bdi>
                    </>
                  ) : (
                    t("notifications.unassigned")
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
