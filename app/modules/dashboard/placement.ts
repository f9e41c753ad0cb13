// Where the list shows an item after a save (spec §4): an edit keeps its row on the page the admin
// was on; a new item lands at the end of oldest-first lists and at the front of the others. The
// list's own query (page, search) is what a save or a delete returns to.
import { pageNumber } from "~/modules/page-query/page-query";
import { LIST_STATE_KEYS } from "./list-query";

export type Placement = {
  isNew: boolean;
  order: "oldest" | "newest";
  /** Items in the list after the save (the new one included). */
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

// The list tools' sort and filters (list-query.ts) and the translation filter come back too.
const BACK_KEYS = ["page", "q", "table", "pages", "needs", ...LIST_STATE_KEYS];
const PAGING_PARAMS = ["page", "pages"];

/** Only the list's own parameters survive: never a modal or confirm step. */
export function backQuery(params: URLSearchParams | string): string {
  const source = typeof params === "string" ? new URLSearchParams(params) : params;
  const kept = new URLSearchParams();
  for (const key of BACK_KEYS) {
    const value = source.get(key);
    if (!value) continue;
    // Page numbers in their normal form (page-query.ts): a link never repeats a raw value.
    const page = PAGING_PARAMS.includes(key) ? pageNumber(value) : null;
    if (page !== 1) kept.set(key, page === null ? value.slice(0, 100) : String(page));
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
