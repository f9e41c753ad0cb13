import { useLocation, useMatches } from "@remix-run/react";
import { declaredQuery, normalQuery } from "./page-query";

/** A kept page's links never repeat what another visitor typed (ADR 0007). */
export function usePageAddress(): { pathname: string; search: string } {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const query = normalQuery(search, declaredQuery(matches.map((match) => match.handle)));
  return { pathname, search: query ? `?${query}` : "" };
}
