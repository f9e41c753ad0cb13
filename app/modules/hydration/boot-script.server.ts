import { matchRoutes, type UNSAFE_RemixContext } from "@remix-run/react";
import type { ContextType } from "react";

export type AssetsManifest = NonNullable<ContextType<typeof UNSAFE_RemixContext>>["manifest"];
type RouteManifest = AssetsManifest["routes"];

type RouteObjects = Parameters<typeof matchRoutes>[0];

/** The manifest's routes as a tree, the shape Remix builds its router from. */
function routeTree(routes: RouteManifest, parentId = ""): RouteObjects {
  return Object.values(routes)
    .filter((route) => (route.parentId ?? "") === parentId)
    .map(({ id, path, index, caseSensitive }) => {
      if (index) return { id, path, caseSensitive, index: true as const };
      const children = routeTree(routes, id);
      return children.length > 0
        ? { id, path, caseSensitive, children }
        : { id, path, caseSensitive };
    });
}

/**
 * What Remix inlines under lazy route discovery (its getPartialManifest): the routes of this page
 * and those matching each parent path, so hydration and the first client navigations up the
 * tree need no /__manifest request.
 */
export function partialManifest(
  manifest: AssetsManifest,
  matchedIds: string[],
  pathname: string,
): AssetsManifest {
  const ids = new Set(matchedIds);
  const tree = routeTree(manifest.routes);
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  for (const path of paths) {
    for (const match of matchRoutes(tree, path) ?? []) if (match.route.id) ids.add(match.route.id);
  }
  const routes: RouteManifest = {};
  for (const id of ids) if (manifest.routes[id]) routes[id] = manifest.routes[id];
  return { ...manifest, routes };
}

/** JSON that cannot close the <script> element it is written into. */
function inline(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The script that starts the client after the first frame: Remix's own loader (route modules,
 * then the entry, which hydrates), with its module preloads added at that moment instead of in
 * the HTML. Every URL stays a literal `import("...")`, so tools that read the page (the JS weight
 * gate) still see what a visit loads.
 */
export function bootScript({
  manifest,
  matchedIds,
  pathname,
  lazyRouteDiscovery,
}: {
  manifest: AssetsManifest;
  matchedIds: string[];
  pathname: string;
  lazyRouteDiscovery: boolean;
}): string {
  const modules = matchedIds.map((id) => manifest.routes[id]?.module).filter(Boolean) as string[];
  const preloads = [
    ...new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...matchedIds.flatMap((id) => [
        ...(manifest.routes[id]?.imports ?? []),
        manifest.routes[id]?.module,
      ]),
    ]),
  ].filter(Boolean);
  // Without lazy route discovery the full manifest is a module of its own, loaded first.
  const loads = [...(lazyRouteDiscovery ? [] : [manifest.url]), ...modules];
  const offset = lazyRouteDiscovery ? 0 : 1;
  const routeModules = matchedIds
    .map((id, index) => `${inline(id)}:m[${index + offset}]`)
    .join(",");
  const setManifest = lazyRouteDiscovery
    ? `window.__remixManifest=${inline(partialManifest(manifest, matchedIds, pathname))};`
    : "";
  return [
    `(()=>{const start=()=>{`,
    `for(const href of ${inline(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l);}`,
    `Promise.all([${loads.map((url) => `import(${inline(url)})`).join(",")}]).then((m)=>{`,
    `${setManifest}window.__remixRouteModules={${routeModules}};`,
    `return import(${inline(manifest.entry.module)});});};`,
    // requestAnimationFrame runs just before the first frame is painted, the timeout right after
    // it; a page opened in a background tab paints nothing and starts at once.
    `if(document.visibilityState==="hidden")start();else requestAnimationFrame(()=>setTimeout(start,0));})();`,
  ].join("");
}
