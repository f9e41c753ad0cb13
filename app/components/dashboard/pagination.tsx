import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { withParam } from "./links";

export function pageWindow(page: number, last: number, span = 2): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - page) <= span) pages.push(n);
    else if (pages.at(-1) !== "gap") pages.push("gap");
  }
  return pages;
}

export function Pagination({
  page,
  lastPage,
  back,
}: {
  page: number;
  lastPage: number;
  back: string;
}) {
  const { t } = useTranslation("dashboard");
  if (lastPage <= 1) return null;
  const to = (n: number) => withParam(back, "page", n);
  return (
    <nav className="pagination" aria-label={t("table.pagination")}>
      <p className="pagination-status">{t("table.page_of", { page, last: lastPage })}</p>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} rel="prev" className="page-link">
              {t("table.previous")}
            </Link>
          ) : (
            <span className="page-link" aria-disabled="true">
              {t("table.previous")}
            </span>
          )}
        </li>
        {pageWindow(page, lastPage).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="page-gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={to(n)} className="page-link" aria-current={n === page ? "page" : undefined}>
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link to={to(page + 1)} rel="next" className="page-link">
              {t("table.next")}
            </Link>
          ) : (
            <span className="page-link" aria-disabled="true">
              {t("table.next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
