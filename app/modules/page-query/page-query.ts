// The query parameters public pages read, and the one normal form of each (docs/conventions.md,
// ADR 0007). Loaders read them through these functions, links are built from the normal form,
// and the page cache keys a page on it: two addresses with the same normal form are the same
// page, rendered once. Plain code with no server imports: components use it in the browser too.
import { isServiceType } from "~/modules/content/service-type";
import { isLanguage } from "~/modules/i18n/config";

/** The highest page number a list is asked for; a higher or malformed `?page=` is page 1. */
export const MAX_PAGE = 999_999;

/** `?page=` as a page number: an integer from 1 to MAX_PAGE, anything else page 1. */
export function pageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** A record id from the query (`?service_id=`): a positive integer of at most 9 digits, or null. */
export function recordId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Each parameter's normal form: the value the page reads it as, or null when the page reads it
 * as absent. A route declares the ones it reads in `handle.query` (root: `lng`; the public layout:
 * `ask`, the ask-service modal on every public page; lists: `page`, filters).
 */
const NORMAL_FORMS = {
  lng: (value: string) => (isLanguage(value) ? value : null),
  // Any `?ask` opens the modal; a value that is no service type opens it with none chosen.
  ask: (value: string) => (isServiceType(value) ? value : ""),
  page: (value: string) => {
    const page = pageNumber(value);
    return page > 1 ? String(page) : null;
  },
  service_id: (value: string) => recordId(value)?.toString() ?? null,
} satisfies Record<string, (value: string) => string | null>;

export type QueryParam = keyof typeof NORMAL_FORMS;

function isQueryParam(name: unknown): name is QueryParam {
  return typeof name === "string" && Object.hasOwn(NORMAL_FORMS, name);
}

/** The parameters the matched routes declare in `handle.query`, in name order, each once. */
export function declaredQuery(handles: readonly unknown[]): QueryParam[] {
  const names = new Set<QueryParam>();
  for (const handle of handles) {
    const query = (handle as { query?: unknown } | null | undefined)?.query;
    if (Array.isArray(query)) for (const name of query) if (isQueryParam(name)) names.add(name);
  }
  return [...names].sort();
}

/**
 * The declared parameters' normal forms as a query string without `?` (`page=2&service_id=3`),
 * in name order; everything else in `search` is left out. Of a repeated parameter the first
 * value counts, as `URLSearchParams.get` (what loaders read) takes it.
 */
export function normalQuery(search: string | URLSearchParams, names: readonly QueryParam[]) {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const normal = new URLSearchParams();
  for (const name of [...names].sort()) {
    const value = params.get(name);
    const form = value === null ? null : NORMAL_FORMS[name](value);
    if (form !== null) normal.set(name, form);
  }
  return normal.toString();
}
