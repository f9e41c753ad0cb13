import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { formatDate, formatNumber } from "~/modules/dashboard/format";
import type { DeletedRow } from "~/modules/dashboard/revisions.server";
import { withParam } from "./links";

export function TrashLink({
  rows,
  back,
  locale,
}: {
  rows: DeletedRow[];
  back: string;
  locale: string;
}) {
  const { t } = useTranslation("dashboard");
  if (!rows.length) return null;
  return (
    <Link to={withParam(back, "deleted", 1)} preventScrollReset className="trash-link">
      {t("trash.link", { count: rows.length, formatted: formatNumber(rows.length, locale) })}
    </Link>
  );
}

/** docs/publishing.md, "History and undo delete". */
export function TrashList({
  rows,
  back,
  closeTo,
  locale,
}: {
  rows: DeletedRow[];
  back: string;
  closeTo: string;
  locale: string;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <section className="admin-panel trash-panel" aria-labelledby="trash-title" data-testid="trash">
      <h2 id="trash-title">{t("trash.title")}</h2>
      <p className="admin-lead">{t("trash.lead")}</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("fields.name")}</th>
              <th scope="col">{t("trash.deleted_at")}</th>
              <th scope="col">{t("trash.by")}</th>
              <th scope="col" className="col-actions">
                <span className="visually-hidden">{t("table.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name =
                locale === "ar" ? row.ar_name || row.en_name : row.en_name || row.ar_name;
              return (
                <tr key={row.revision}>
                  <td>
                    <bdi dir="auto">{name}</bdi>
                  </td>
                  <td>
                    <time dateTime={row.deleted_at}>
                      {formatDate(row.deleted_at, locale, true)}
                    </time>
                  </td>
                  <td>
                    <bdi>{row.admin.name}</bdi>
                  </td>
                  <td>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="undelete" />
                      <input type="hidden" name="id" value={row.id} />
                      <input type="hidden" name="revision" value={row.revision} />
                      <input type="hidden" name="back" value={back} />
                      <button type="submit" className="button button-outline button-small">
                        {t("trash.undo")}
                        <span className="visually-hidden">: {name}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Link to={closeTo} preventScrollReset>
        {t("trash.close")}
      </Link>
    </section>
  );
}
