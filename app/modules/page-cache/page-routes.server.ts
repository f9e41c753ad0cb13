import { matchRoutes } from "@remix-run/react";
import { LRUCache } from "lru-cache";
import { declaredQuery, type QueryParam } from "~/modules/page-query/page-query";

/**
 * What the app server needs to know of a path before Remix runs (ADR 0007): whether Remix would
 * render a document for it, whether the page cache may keep that document, and which query
 * parameters its routes read. Found by matching the build's routes as Remix matches them, and
 * kept per path (the same path always matches the same routes).
 */
export type PageRoute = {
  /** A document render (a route with a component), not a resource route. */
  document: boolean;
  /** The leaf route opts in to the page cache (`handle.pageCache`). */
  cached: boolean;
  /** The parameters the matched routes declare in `handle.query` (page-query.ts). */
  query: readonly QueryParam[];
};

/** The part of a Remix build's route manifest read here (ServerBuild["routes"] is one). */
export type RouteManifest = Record<
  string,
  | {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      caseSensitive?: boolean;
      module: { default?: unknown; ErrorBoundary?: unknown; handle?: unknown };
    }
  | undefined
>;

type RouteNode =
  | { id: string; path?: string; caseSensitive?: boolean; index: true }
  | { id: string; path?: string; caseSensitive?: boolean; index?: false; children: RouteNode[] };

function tree(manifest: RouteManifest, parentId?: string): RouteNode[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route!;
      return index
        ? { id, path, caseSensitive, index: true as const }
        : { id, path, caseSensitive, children: tree(manifest, id) };
    });
}

/** Looks paths up in `manifest`; null for a path no route matches. */
export function pageRoutes(manifest: RouteManifest): (pathname: string) => PageRoute | null {
  const routes = tree(manifest);
  // Bounded: every distinct path a client sends is looked up once.
  const known = new LRUCache<string, { route: PageRoute | null }>({ max: 2_000 });
  const resolve = (pathname: string): PageRoute | null => {
    const matches = matchRoutes(routes, pathname);
    if (!matches?.length) return null;
    const modules = matches.map((match) => manifest[match.route.id ?? ""]?.module);
    const leaf = modules[modules.length - 1];
    const handle = leaf?.handle as { pageCache?: unknown } | undefined;
    return {
      document: Boolean(leaf?.default || leaf?.ErrorBoundary),
      cached: handle?.pageCache === true,
      query: declaredQuery(modules.map((module) => module?.handle)),
    };
  };
  return (pathname) => {
    let entry = known.get(pathname);
    if (!entry) {
      entry = { route: resolve(pathname) };
      known.set(pathname, entry);
    }
    return entry.route;
  };
}

/** The path of a request's URL, as Remix matches it (without the query). */
export function pathOf(url: string | undefined): string {
  const path = (url ?? "/").split("?", 1)[0];
  return path || "/";
}
