import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation, type TFunction } from "~/modules/i18n/react";
import { CONTENT_ENTITIES, isContentKey } from "~core/content/registry";
import { fieldLabel } from "~/modules/dashboard/audit-changes";
import { formatDate } from "~/modules/dashboard/format";
import type { DiffRow } from "~/modules/dashboard/revision-diff";
import type { HistoryData } from "~/modules/dashboard/revisions.server";
import { AuditChanges } from "./audit-changes";
import { withParam } from "./links";

export const auditEntityOf = (key: string) =>
  isContentKey(key) ? CONTENT_ENTITIES[key].audit.entity : key;

/** Forms do not nest: the restore form sits outside the save form. */
export const restoreFormId = (id: number) => `restore-form-${id}`;

function label(t: TFunction, entity: string, field: string) {
  return field.endsWith("_status") || field === "publish_at"
    ? t(`publishing.${field}`)
    : fieldLabel(t, entity, field);
}

function Value({ row, side }: { row: DiffRow; side: "then" | "now" }) {
  if (row.kind === "images") {
    const list = row[side];
    return list.length ? (
      <span className="revision-thumbs">
        {list.map((src) => (
          <img key={src} src={src} alt="" width={48} height={48} loading="lazy" />
        ))}
      </span>
    ) : (
      <>—</>
    );
  }
  return (
    <span className="revision-value" dir={row.dir}>
      {row[side] || "—"}
    </span>
  );
}

/** docs/publishing.md, "History and undo delete". */
export function RevisionHistory({
  history,
  id,
  entity,
  back,
  locale,
}: {
  history: HistoryData;
  id: number;
  entity: string;
  back: string;
  locale: string;
}) {
  const { t } = useTranslation("dashboard");
  const { revisions, compare } = history;
  const editing = withParam(back, "edit", id);
  // "Compare" keeps the modal where it is (preventScrollReset): the comparison is brought into
  // view here, at the foot of the form, and takes the focus.
  const compareBox = useRef<HTMLDivElement>(null);
  const compared = compare?.created_at;
  useEffect(() => {
    if (!compared) return;
    compareBox.current?.focus({ preventScroll: true });
    compareBox.current?.scrollIntoView({ block: "start" });
  }, [compared]);
  return (
    <details className="revision-history" open={Boolean(compare)} data-testid="history">
      <summary>{t("history.title", { count: revisions.length })}</summary>
      {compare ? (
        <div className="revision-compare" id="revision-compare" ref={compareBox} tabIndex={-1}>
          <table className="admin-table">
            <caption>
              {t("history.compare_title", { time: formatDate(compare.created_at, locale, true) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("history.field")}</th>
                <th scope="col">{t("history.then")}</th>
                <th scope="col">{t("history.now")}</th>
              </tr>
            </thead>
            <tbody>
              {compare.rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{label(t, entity, row.field)}</th>
                  <td>
                    <Value row={row} side="then" />
                  </td>
                  <td>
                    <Value row={row} side="now" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {compare.rows.length ? null : <p role="status">{t("history.same")}</p>}
          <Link to={editing} preventScrollReset>
            {t("history.close_compare")}
          </Link>
        </div>
      ) : null}
      {revisions.length ? (
        <ol className="revision-list">
          {revisions.map((revision, index) => (
            <li key={revision.id} data-testid="revision">
              <p className="revision-meta">
                <time dateTime={revision.created_at}>
                  {formatDate(revision.created_at, locale, true)}
                </time>{" "}
                · {t(`history.actions.${revision.action}`)} ·{" "}
                <bdi>{t("history.by", { name: revision.admin.name })}</bdi>
              </p>
              <AuditChanges entity={entity} row={revision} locale={locale} />
              {index === 0 ? (
                // The newest revision is the record as it stands: nothing to compare or restore.
                <p className="revision-actions">{t("history.current")}</p>
              ) : (
                <p className="revision-actions">
                  <Link
                    to={`${withParam(editing, "revision", revision.id)}#revision-compare`}
                    preventScrollReset
                  >
                    {t("history.compare")}
                  </Link>
                  <button
                    type="submit"
                    form={restoreFormId(id)}
                    name="revision"
                    value={revision.id}
                    className="button button-outline button-small"
                  >
                    {t("history.restore")}
                  </button>
                </p>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("history.empty")}</p>
      )}
    </details>
  );
}

export function RestoreForm({ id, back }: { id: number; back: string }) {
  return (
    <Form method="post" id={restoreFormId(id)} preventScrollReset hidden>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
    </Form>
  );
}
