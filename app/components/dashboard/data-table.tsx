import { Link } from "@remix-run/react";
import { useTranslation, type TFunction } from "~/modules/i18n/react";
import { useRef } from "react";
import type { ColumnDef, EntityConfig } from "~/modules/dashboard/entities";
import { formatDate } from "~/modules/dashboard/format";
import { NO_TOOLS, sortFieldOf, type ListState } from "~/modules/dashboard/list-query";
import { listToolsOf } from "~core/dashboard/list-tools";
import { BULK_FORM } from "./bulk-bar";
import { Icon } from "./icons";
import { ariaSort, SortHeading } from "./sort-heading";
import { useSiteTimeZone } from "~/utils/root-data";
import { StatusCell } from "./status-cell";
import { withParam } from "./links";
import { localizedOf, rowLabel, text, thumbOf } from "./row-text";

type Row = Record<string, unknown> & { id: number };

// `t` and the time zone come in as props: one hook per table, not one per cell.
function Cell({
  column,
  row,
  locale,
  t,
  timeZone,
}: {
  column: ColumnDef;
  row: Row;
  locale: string;
  t: TFunction;
  timeZone: string;
}) {
  switch (column.kind) {
    case "thumb": {
      const thumb = thumbOf(row);
      return thumb ? (
        <img
          src={thumb.src}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="admin-thumb"
        />
      ) : (
        <span className="admin-thumb admin-thumb-empty" title={t("table.no_image")} />
      );
    }
    case "localized":
      return <>{localizedOf(row, column.field, locale)}</>;
    case "relation": {
      const related = row[column.field];
      return (
        <>
          {related && typeof related === "object"
            ? localizedOf(related as Row, "name", locale) ||
              localizedOf(related as Row, "title", locale)
            : "—"}
        </>
      );
    }
    case "badge": {
      const raw = row[column.field];
      const value = raw && typeof raw === "object" ? text((raw as Row).name) : text(raw);
      return value ? (
        <span className={`badge badge-${value}`}>{t(`${column.prefix}.${value}`, value)}</span>
      ) : (
        <>—</>
      );
    }
    case "status":
      return <StatusCell row={row} locale={locale} t={t} timeZone={timeZone} />;
    case "date": {
      const value = row[column.field ?? "created_at"];
      return <time dateTime={text(value)}>{formatDate(value, locale)}</time>;
    }
    default:
      // Typed in either language: each reads in its own direction.
      return (
        <span className="cell-clip" dir="auto">
          {text(row[column.field]) || "—"}
        </span>
      );
  }
}

function heading(column: ColumnDef, t: (key: string) => string) {
  if (column.kind === "thumb") return t("table.image");
  if (column.kind === "status") return t("publishing.status");
  if (column.kind === "date") return t(`table.${column.field ?? "created_at"}`);
  return t(`fields.${column.label}`);
}

export function DataTable({
  config,
  rows,
  back,
  locale,
  q,
  list = NO_TOOLS,
  selectable = false,
}: {
  config: EntityConfig;
  rows: Row[];
  back: string;
  locale: string;
  q: string;
  list?: ListState;
  selectable?: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const timeZone = useSiteTimeZone();
  const table = useRef<HTMLTableElement>(null);
  const all = useRef<HTMLInputElement>(null);
  if (rows.length === 0) {
    return (
      <p className="admin-empty" role="status">
        {q ? t("table.no_results", { q }) : t("table.empty")}
      </p>
    );
  }
  const headings = config.columns.map((column) => heading(column, t));
  const tools = listToolsOf(config.key);
  const sortFields = config.columns.map((column) => sortFieldOf(tools, column, locale));
  // Without JS the server reads "all" as the page's rows.
  const selectAll = (checked: boolean) => {
    const boxes = table.current?.querySelectorAll<HTMLInputElement>("input[name=ids]") ?? [];
    for (const box of boxes) box.checked = checked;
  };
  const editText = t("table.edit");
  const deleteText = t("table.delete");
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid={`${config.key}-table`} ref={table}>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="col-select">
                <input
                  type="checkbox"
                  name="all"
                  value="page"
                  ref={all}
                  form={BULK_FORM}
                  aria-label={t("bulk.select_all")}
                  onChange={(event) => selectAll(event.currentTarget.checked)}
                />
              </th>
            ) : null}
            {config.columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={column.kind === "thumb" ? "col-thumb" : undefined}
                aria-sort={ariaSort(list, sortFields[i])}
              >
                {sortFields[i] ? (
                  <SortHeading label={headings[i]} field={sortFields[i]} list={list} back={back} />
                ) : (
                  headings[i]
                )}
              </th>
            ))}
            <th scope="col" className="col-actions">
              {t("table.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = rowLabel(config, row, locale);
            return (
              <tr key={row.id} id={`row-${row.id}`}>
                {selectable ? (
                  <td className="col-select">
                    <input
                      type="checkbox"
                      name="ids"
                      value={row.id}
                      form={BULK_FORM}
                      onChange={(event) => {
                        if (!event.currentTarget.checked && all.current)
                          all.current.checked = false;
                      }}
                      aria-label={t("bulk.select_item", { name })}
                    />
                  </td>
                ) : null}
                {config.columns.map((column, i) => (
                  <td key={i} data-label={column.kind === "thumb" ? undefined : headings[i]}>
                    <Cell column={column} row={row} locale={locale} t={t} timeZone={timeZone} />
                  </td>
                ))}
                <td className="col-actions">
                  <Link
                    to={withParam(back, "edit", row.id)}
                    preventScrollReset
                    className="button button-ghost button-small"
                    aria-label={t("table.edit_item", { name })}
                  >
                    <Icon name="edit" size={16} />
                    <span aria-hidden="true">{editText}</span>
                  </Link>
                  {config.deletable ? (
                    <Link
                      to={withParam(back, "delete", row.id)}
                      preventScrollReset
                      className="button button-ghost button-small button-danger-text"
                      aria-label={t("table.delete_item", { name })}
                    >
                      <Icon name="trash" size={16} />
                      <span aria-hidden="true">{deleteText}</span>
                    </Link>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
