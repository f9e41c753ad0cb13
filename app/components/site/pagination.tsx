import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";

export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) result.push(null);
    result.push(page);
  });
  return result;
}

/** Plain links; every link stays within 1..lastPage, also past the last (an old link). */
export function Pagination({
  page,
  lastPage,
  total,
  capped = false,
  href,
}: {
  page: number;
  lastPage: number;
  total: number;
  /** The total stopped counting: more than `total` (the site search, ADR 0029). */
  capped?: boolean;
  href: (page: number) => string;
}) {
  const { t } = useTranslation("pages");
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <p className="pagination-summary">
        {t(capped ? "pagination.summary_capped" : "pagination.summary", { page, lastPage, total })}
      </p>
      {lastPage > 1 ? (
        <ul className="pagination-list">
          <li>
            {page > 1 ? (
              <Link
                to={href(Math.min(page - 1, lastPage))}
                rel="prev"
                className="pagination-link"
                prefetch="intent"
              >
                <span aria-hidden="true" className="icon-directional">
                  ‹
                </span>{" "}
                {t("pagination.previous")}
              </Link>
            ) : null}
          </li>
          {pageWindow(page, lastPage).map((number, index) =>
            number === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="pagination-gap">
                …
              </li>
            ) : (
              <li key={number}>
                <Link
                  to={href(number)}
                  className="pagination-link"
                  aria-current={number === page ? "page" : undefined}
                  aria-label={t("pagination.page", { page: number })}
                  prefetch="intent"
                >
                  {number}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < lastPage ? (
              <Link to={href(page + 1)} rel="next" className="pagination-link" prefetch="intent">
                {t("pagination.next")}{" "}
                <span aria-hidden="true" className="icon-directional">
                  ›
                </span>
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
