// Staff's work on the open conversation: who is on it, and the replies and internal notes in the
// order they were written, notes marked as never sent. Plain forms: no JavaScript needed.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { formatDate } from "~/modules/dashboard/format";
import { NOTE_MAX } from "~core/dashboard/inbox";
import type { StaffMember } from "~core/contract/records";
import type { TextDraft } from "~/modules/dashboard/inbox-actions.server";
import type { Row } from "~/modules/dashboard/provider.server";
import { assigneeOf, writtenOf } from "~/modules/dashboard/inbox-rows";

/** Every write goes back to the same list with this conversation open (`back` + `id`). */
export function ListFields({ back, id }: { back: string; id: number }) {
  return (
    <>
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

/** Replies and notes together, oldest first: what was said to the sender and among staff. */
export function Timeline({ row, locale }: { row: Row; locale: string }) {
  const { t } = useTranslation("dashboard");
  const entries = [
    ...writtenOf(row.replies).map((entry) => ({ entry, note: false })),
    ...writtenOf(row.notes).map((entry) => ({ entry, note: true })),
  ].sort((a, b) => a.entry.created_at.localeCompare(b.entry.created_at));
  if (!entries.length) return null;
  return (
    <section className="inbox-replies" aria-label={t("notifications.replies_and_notes")}>
      {entries.map(({ entry, note }) => (
        <article
          key={`${note ? "note" : "reply"}-${entry.id}`}
          className={note ? "inbox-reply inbox-note" : "inbox-reply"}
          data-testid={note ? "note" : "reply"}
        >
          {note ? <p className="inbox-note-label">{t("notifications.internal_note")}</p> : null}
          <p className="inbox-message" dir="auto">
            {entry.body}
          </p>
          <p className="admin-lead">
            {t(note ? "notifications.noted_by" : "notifications.replied_by", {
              admin: entry.admin.username,
              time: formatDate(entry.created_at, locale, true),
            })}
          </p>
        </article>
      ))}
    </section>
  );
}

export function AssignForm({ row, back, staff }: { row: Row; back: string; staff: StaffMember[] }) {
  const { t } = useTranslation("dashboard");
  const current = assigneeOf(row);
  // Someone no longer staff stays shown until the message is given to another.
  const people = current && !staff.some((s) => s.id === current.id) ? [...staff, current] : staff;
  const id = `assignee-${row.id}`;
  return (
    <Form method="post" className="inbox-status" preventScrollReset>
      <ListFields back={back} id={row.id} />
      <input type="hidden" name="intent" value="assign" />
      <label htmlFor={id}>{t("notifications.assignee")}</label>
      <select
        id={id}
        name="assignee_id"
        defaultValue={current?.id ?? ""}
        key={current?.id ?? "none"}
        data-testid="assignee"
      >
        <option value="">{t("notifications.unassigned")}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.username}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-ghost button-small">
        {t("notifications.assign")}
      </button>
    </Form>
  );
}

export function NoteForm({ row, back, draft }: { row: Row; back: string; draft?: TextDraft }) {
  const { t } = useTranslation("dashboard");
  const id = `note-${row.id}`;
  return (
    <Form method="post" className="inbox-reply-form inbox-note-form" preventScrollReset>
      <ListFields back={back} id={row.id} />
      <input type="hidden" name="intent" value="note" />
      <label htmlFor={id}>{t("notifications.note_label")}</label>
      <p id={`${id}-hint`} className="field-hint">
        {t("notifications.note_hint")}
      </p>
      <textarea
        id={id}
        name="note"
        rows={2}
        required
        maxLength={NOTE_MAX}
        dir="auto"
        defaultValue={draft?.value}
        aria-invalid={draft ? true : undefined}
        aria-describedby={draft ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {draft ? (
        <p id={`${id}-error`} className="field-error">
          {draft.error}
        </p>
      ) : null}
      <button type="submit" className="button button-outline button-small">
        {t("notifications.add_note")}
      </button>
    </Form>
  );
}
