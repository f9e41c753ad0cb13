import { matchRoutes } from "@remix-run/react";
import { LRUCache } from "lru-cache";
import { declaredQuery, type QueryParam } from "~/modules/page-query/page-query";

// Matched as Remix matches the build's routes (ADR 0007); the same path always matches the same.
export type PageRoute = {
  document: boolean;
  cached: boolean;
  query: readonly QueryParam[];
};

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

export function pathOf(url: string | undefined): string {
  const path = (url ?? "/").split("?", 1)[0];
  return path || "/";
}
