import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import type { ListState } from "~/modules/dashboard/list-query";
import { withParam } from "./links";

/** A link, so it works without JS; it turns the order round when already the sort. */
export function SortHeading({
  label,
  field,
  list,
  back,
}: {
  label: string;
  field: string;
  list: ListState;
  back: string;
}) {
  const { t } = useTranslation("dashboard");
  const active = list.sort === field;
  const next = active && list.dir === "asc" ? "desc" : "asc";
  const to = withParam(withParam(back, "sort", field), "dir", next);
  return (
    <Link
      to={to}
      preventScrollReset
      className="sort-link"
      aria-label={t(next === "asc" ? "sort.ascending" : "sort.descending", { column: label })}
    >
      {label}
      <span aria-hidden="true" className="sort-mark">
        {active ? (list.dir === "asc" ? "▲" : "▼") : "↕"}
      </span>
    </Link>
  );
}

export function ariaSort(list: ListState, field: string | null) {
  if (!field || list.sort !== field) return undefined;
  return list.dir === "asc" ? "ascending" : "descending";
}
