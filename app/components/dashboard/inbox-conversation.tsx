// Every control is a plain form: the screen works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { formatDate } from "~/modules/dashboard/format";
import { INBOX_STATUSES } from "~core/dashboard/inbox";
import { mailtoHref, telHref } from "~/modules/site-settings/contact-links";
import type { StaffMember } from "~core/contract/records";
import type { TextDraft } from "~/modules/dashboard/inbox-actions.server";
import type { Row } from "~/modules/dashboard/provider.server";
import { Icon } from "./icons";
import { AssignForm, ListFields, NoteForm, Timeline } from "./inbox-work";
import { withParam } from "./links";
import { text } from "./row-text";

type Account = { id: number; username: string; email: string };

const countOf = (list: unknown) => (Array.isArray(list) ? list.length : 0);

function Sender({ row }: { row: Row }) {
  const { t } = useTranslation("dashboard");
  const email = text(row.email);
  const phone = text(row.phone);
  const user = row.user as Account | null;
  return (
    <dl className="inbox-sender" data-testid="sender">
      {/* Visitors write in either language (spec §1): each value on its own line, a name in its
          own direction, email and phone always left to right. */}
      {row.name ? (
        <div>
          <dt>{t("notifications.from")}</dt>
          <dd>
            <bdi dir="auto">{text(row.name)}</bdi>
          </dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{t("notifications.email")}</dt>
          <dd>
            <a href={mailtoHref(email)} dir="ltr">
              {email}
            </a>
          </dd>
        </div>
      ) : null}
      {phone ? (
        <div>
          <dt>{t("notifications.phone")}</dt>
          <dd>
            <a href={telHref(phone)} dir="ltr">
              {phone}
            </a>
          </dd>
        </div>
      ) : null}
      <div className="inbox-account">
        <dt>{t("notifications.account")}</dt>
        <dd data-testid="account">
          {user ? (
            <>
              <bdi dir="auto">{user.username}</bdi> <bdi dir="ltr">{user.email}</bdi>
            </>
          ) : (
            t("notifications.no_account")
          )}
        </dd>
      </div>
    </dl>
  );
}

function ReplyForm({ row, back, draft }: { row: Row; back: string; draft?: TextDraft }) {
  const { t } = useTranslation("dashboard");
  if (!row.email) return <p className="field-hint">{t("notifications.reply_by_phone")}</p>;
  const id = `reply-${row.id}`;
  return (
    <Form method="post" className="inbox-reply-form" preventScrollReset>
      <ListFields back={back} id={row.id} />
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
        dir="auto"
        defaultValue={draft?.value}
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

function StatusForm({ row, back, status }: { row: Row; back: string; status: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <Form method="post" className="inbox-status" preventScrollReset>
      <ListFields back={back} id={row.id} />
      <input type="hidden" name="intent" value="status" />
      <label htmlFor={`status-${row.id}`}>{t("notifications.change_status")}</label>
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
  );
}

/** The open conversation: the whole message, who sent it, the replies so far and what staff do. */
export function InboxConversation({
  row,
  subject,
  back,
  closeTo,
  path,
  locale,
  draft,
  staff,
  canDelete,
}: {
  row: Row;
  subject: string;
  /** The list's query, without the open conversation. */
  back: string;
  closeTo: string;
  path: string;
  locale: string;
  draft?: TextDraft;
  staff: StaffMember[];
  /** Editors do everything else (core/auth/permissions.ts). */
  canDelete: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const read = Boolean(row.read);
  const status = text(row.status) || "new";
  const file = row.file as { path?: string } | null;
  return (
    <article
      className="inbox-conversation"
      id="conversation"
      data-testid="conversation"
      aria-labelledby="conversation-title"
    >
      <Link to={closeTo} className="inbox-back" preventScrollReset>
        {t("notifications.back_to_list")}
      </Link>
      <header className="inbox-conversation-head">
        <h2 id="conversation-title">
          <bdi dir="auto">{subject}</bdi>
        </h2>
        <p className="admin-lead">
          <time dateTime={text(row.created_at)}>{formatDate(row.created_at, locale, true)}</time>
        </p>
        <p className="inbox-item-badges">
          <span className={`badge ${read ? "" : "badge-admin"}`} data-testid="read-badge">
            {read ? t("notifications.read") : t("notifications.unread")}
          </span>
        </p>
      </header>
      <Sender row={row} />
      <p className="inbox-message" dir="auto">
        {text(row.info)}
      </p>
      {file?.path ? (
        <p>
          <a
            className="button button-outline button-small"
            href={`${path}/file?${new URLSearchParams({ path: file.path })}`}
            download
          >
            <Icon name="download" size={16} />
            {t("notifications.download")}
          </a>
        </p>
      ) : null}
      <Timeline row={row} locale={locale} />
      <div className="inbox-actions">
        <Form method="post" className="inline-form" preventScrollReset>
          <ListFields back={back} id={row.id} />
          <input type="hidden" name="read" value={read ? "0" : "1"} />
          <button type="submit" className="button button-ghost button-small">
            {read ? t("notifications.mark_unread") : t("notifications.mark_read")}
          </button>
        </Form>
        <StatusForm row={row} back={back} status={status} />
        <AssignForm row={row} back={back} staff={staff} />
        {canDelete ? (
          <Link
            to={withParam(back, "delete", row.id)}
            preventScrollReset
            className="button button-ghost button-small button-danger-text inbox-delete"
          >
            <Icon name="trash" size={16} />
            {t("notifications.delete")}
          </Link>
        ) : null}
      </div>
      {/* A new reply or note starts an empty form (with JavaScript, the page is not reloaded). */}
      <ReplyForm
        key={`reply-${countOf(row.replies)}`}
        row={row}
        back={back}
        draft={draft?.field === "message" ? draft : undefined}
      />
      <NoteForm
        key={`note-${countOf(row.notes)}`}
        row={row}
        back={back}
        draft={draft?.field === "note" ? draft : undefined}
      />
    </article>
  );
}
