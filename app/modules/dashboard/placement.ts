// Spec §4: an edit keeps its row's page; a new item lands at the end of oldest-first lists, at
// the front of the others.
import { pageNumber } from "~/modules/page-query/page-query";
import { LIST_STATE_KEYS } from "./list-query";

export type Placement = {
  isNew: boolean;
  order: "oldest" | "newest";
  total: number;
  perPage: number;
  currentPage: number;
};

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

export function landingPage({ isNew, order, total, perPage, currentPage }: Placement): number {
  if (!isNew) return Math.max(1, currentPage);
  return order === "newest" ? 1 : lastPage(total, perPage);
}

const BACK_KEYS = ["page", "q", "table", "pages", "needs", ...LIST_STATE_KEYS];
const PAGING_PARAMS = ["page", "pages"];

/** Never a modal or confirm step. */
export function backQuery(params: URLSearchParams | string): string {
  const source = typeof params === "string" ? new URLSearchParams(params) : params;
  const kept = new URLSearchParams();
  for (const key of BACK_KEYS) {
    const value = source.get(key);
    if (!value) continue;
    const page = PAGING_PARAMS.includes(key) ? pageNumber(value) : null;
    if (page !== 1) kept.set(key, page === null ? value.slice(0, 100) : String(page));
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
