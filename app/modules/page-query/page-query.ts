// docs/conventions.md, ADR 0007: two addresses with the same normal form are one page, rendered
// once. No server imports: components use it in the browser too.
import { useLocation, useMatches } from "@remix-run/react";
import { isServiceType } from "~core/content/service-type";
import { isLanguage } from "~/modules/i18n/config";

export const MAX_PAGE = 999_999;

export function pageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function recordId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

// A route declares the ones it reads in `handle.query`.
const NORMAL_FORMS = {
  lng: (value: string) => (isLanguage(value) ? value : null),
  // Any `?ask` opens the modal; a value that is no service type opens it with none chosen.
  ask: (value: string) => (isServiceType(value) ? value : ""),
  page: (value: string) => {
    const page = pageNumber(value);
    return page > 1 ? String(page) : null;
  },
  service_id: (value: string) => recordId(value)?.toString() ?? null,
  // The site search: spaces runs made one, as long as the provider reads.
  q: (value: string) => value.replace(/\s+/g, " ").trim().slice(0, 100) || null,
} satisfies Record<string, (value: string) => string | null>;

export type QueryParam = keyof typeof NORMAL_FORMS;

function isQueryParam(name: unknown): name is QueryParam {
  return typeof name === "string" && Object.hasOwn(NORMAL_FORMS, name);
}

export function declaredQuery(handles: readonly unknown[]): QueryParam[] {
  const names = new Set<QueryParam>();
  for (const handle of handles) {
    const query = (handle as { query?: unknown } | null | undefined)?.query;
    if (Array.isArray(query)) for (const name of query) if (isQueryParam(name)) names.add(name);
  }
  return [...names].sort();
}

/** The first value of a repeated parameter counts, as `URLSearchParams.get` takes it. */
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

/** A kept page's links never repeat what another visitor typed (ADR 0007). */
export function usePageAddress(): { pathname: string; search: string } {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const query = normalQuery(search, declaredQuery(matches.map((match) => match.handle)));
  return { pathname, search: query ? `?${query}` : "" };
}
