import { useLocation, useMatches } from "@remix-run/react";
import { declaredQuery, normalQuery } from "./page-query";

/**
 * The current page's address as links should carry it: the path and the normal form of the
 * parameters its routes declare (page-query.ts), `search` with its `?` or empty. The same on the
 * server and in the browser, and the same for every address the page cache answers with one
 * render (ADR 0007), so a kept page's links never repeat what another visitor typed.
 */
export function usePageAddress(): { pathname: string; search: string } {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const query = normalQuery(search, declaredQuery(matches.map((match) => match.handle)));
  return { pathname, search: query ? `?${query}` : "" };
}
