// Every control is a plain form: the screen works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { formatDate } from "~/modules/dashboard/format";
import { INBOX_STATUSES, type InboxStatus } from "~core/dashboard/inbox";
import { mailtoHref, telHref } from "~/modules/site-settings/contact-links";
import type { Row } from "~/modules/dashboard/provider.server";
import { Icon } from "./icons";
import { withParam } from "./links";
import { text } from "./row-text";

type Filters = { tab: "messages" | "requests"; status: InboxStatus | null; page: number };
/** Shown under its message with the text kept. */
export type ReplyDraft = { id: number; message: string; error: string };
type Reply = { id: number; body: string; created_at: string; admin: { username: string } };
type Account = { id: number; username: string; email: string };

function ListFields({ filters, id }: { filters: Filters; id: number }) {
  return (
    <>
      <input type="hidden" name="tab" value={filters.tab} />
      {filters.status ? <input type="hidden" name="filter_status" value={filters.status} /> : null}
      <input type="hidden" name="page" value={filters.page} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

function Sender({ row }: { row: Row }) {
  const { t } = useTranslation("dashboard");
  const email = text(row.email);
  const phone = text(row.phone);
  const user = row.user as Account | null;
  return (
    <div className="inbox-sender" data-testid="sender">
      {/* Visitors write in either language (spec §1): a name reads in its own direction;
          email and phone always left to right. */}
      {row.name ? <bdi dir="auto">{text(row.name)}</bdi> : null}
      {email ? (
        <a href={mailtoHref(email)} dir="ltr">
          {email}
        </a>
      ) : null}
      {phone ? (
        <a href={telHref(phone)} dir="ltr">
          {phone}
        </a>
      ) : null}
      <span className="inbox-account">
        {t("notifications.account")}:{" "}
        {user ? (
          <bdi>
            {user.username} (<span dir="ltr">{user.email}</span>)
          </bdi>
        ) : (
          t("notifications.no_account")
        )}
      </span>
    </div>
  );
}

function Replies({ row, locale }: { row: Row; locale: string }) {
  const { t } = useTranslation("dashboard");
  const replies = (row.replies as Reply[] | undefined) ?? [];
  if (!replies.length) return null;
  return (
    <section className="inbox-replies" aria-label={t("notifications.replies")}>
      {replies.map((reply) => (
        <article key={reply.id} className="inbox-reply" data-testid="reply">
          <p className="inbox-message" dir="auto">
            {reply.body}
          </p>
          <p className="admin-lead">
            {t("notifications.replied_by", {
              admin: reply.admin.username,
              time: formatDate(reply.created_at, locale, true),
            })}
          </p>
        </article>
      ))}
    </section>
  );
}

function ReplyForm({ row, filters, draft }: { row: Row; filters: Filters; draft?: ReplyDraft }) {
  const { t } = useTranslation("dashboard");
  if (!row.email) return <p className="field-hint">{t("notifications.reply_by_phone")}</p>;
  const id = `reply-${row.id}`;
  return (
    <Form method="post" className="inbox-reply-form" preventScrollReset>
      <ListFields filters={filters} id={row.id} />
      <input type="hidden" name="intent" value="reply" />
      <label htmlFor={id}>
        {t("notifications.reply_label", { name: text(row.name) || text(row.email) })}
      </label>
      <textarea
        id={id}
        name="message"
        rows={3}
        required
        maxLength={5000}
        defaultValue={draft?.message}
        aria-invalid={draft ? true : undefined}
        aria-describedby={draft ? `${id}-error` : undefined}
      />
      {draft ? (
        <p id={`${id}-error`} className="field-error">
          {draft.error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-small">
        {t("notifications.send_reply")}
      </button>
    </Form>
  );
}

export function InboxRow({
  row,
  filters,
  back,
  path,
  locale,
  draft,
  canAnswer,
}: {
  row: Row;
  filters: Filters;
  back: string;
  path: string;
  locale: string;
  draft?: ReplyDraft;
  /** Editors only read (auth/permissions.ts). */
  canAnswer: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const isRequests = filters.tab === "requests";
  const read = Boolean(row.read);
  const status = text(row.status) || "new";
  const file = row.file as { path?: string } | null;
  return (
    <tr id={`row-${row.id}`} className={read ? undefined : "row-unread"}>
      <td data-label={t("notifications.status")}>
        <span className={`badge ${read ? "" : "badge-admin"}`}>
          {read ? t("notifications.read") : t("notifications.unread")}
        </span>
        {canAnswer ? (
          <Form method="post" className="inbox-status" preventScrollReset>
            <ListFields filters={filters} id={row.id} />
            <input type="hidden" name="intent" value="status" />
            <label className="visually-hidden" htmlFor={`status-${row.id}`}>
              {t("notifications.change_status")}
            </label>
            <select
              id={`status-${row.id}`}
              name="status"
              defaultValue={status}
              key={status}
              data-testid="status"
            >
              {INBOX_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`notifications.statuses.${value}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button-ghost button-small">
              {t("notifications.save_status")}
            </button>
          </Form>
        ) : (
          <p className="field-hint">{t(`notifications.statuses.${status}`)}</p>
        )}
      </td>
      <td data-label={t("notifications.from")}>
        <Sender row={row} />
      </td>
      <td data-label={isRequests ? t("notifications.type") : t("notifications.reason")}>
        {isRequests ? (
          t(`service_types.${text(row.type)}`, text(row.type))
        ) : (
          <bdi dir="auto">{text(row.contact_reason)}</bdi>
        )}
      </td>
      <td data-label={t("notifications.message")}>
        <p className="inbox-message" dir="auto">
          {text(row.info)}
        </p>
        <Replies row={row} locale={locale} />
        {canAnswer ? <ReplyForm row={row} filters={filters} draft={draft} /> : null}
      </td>
      <td data-label={t("notifications.sent")}>
        <time dateTime={text(row.created_at)}>{formatDate(row.created_at, locale, true)}</time>
      </td>
      <td className="col-actions">
        <Form method="post" className="inline-form" preventScrollReset>
          <ListFields filters={filters} id={row.id} />
          <input type="hidden" name="read" value={read ? "0" : "1"} />
          <button type="submit" className="button button-ghost button-small">
            {read ? t("notifications.mark_unread") : t("notifications.mark_read")}
          </button>
        </Form>
        {isRequests && file?.path ? (
          <a
            className="button button-ghost button-small"
            href={`${path}/file?${new URLSearchParams({ path: file.path })}`}
            download
          >
            <Icon name="download" size={16} />
            {t("notifications.download")}
          </a>
        ) : null}
        {canAnswer ? (
          <Link
            to={withParam(back, "delete", row.id)}
            preventScrollReset
            className="button button-ghost button-small button-danger-text"
          >
            <Icon name="trash" size={16} />
            {t("notifications.delete")}
          </Link>
        ) : null}
      </td>
    </tr>
  );
}
