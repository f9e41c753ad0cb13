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

// The tree depends on the build only: worked out once per manifest, not on every page render.
const trees = new WeakMap<RouteManifest, RouteObjects>();

function routeTreeOf(routes: RouteManifest): RouteObjects {
  let tree = trees.get(routes);
  if (!tree) {
    tree = routeTree(routes);
    trees.set(routes, tree);
  }
  return tree;
}

/**
 * What Remix inlines under lazy route discovery (its getPartialManifest): the routes of this page
 * and those matching each parent path, so hydration and the first client navigations up the
 * tree need no /__manifest request. Plus the children of each matched route (the pages the menu
 * and footer link to, ~1.4 kB gz on a public page): right after hydration Remix asks
 * /__manifest about every link on the page, and each route it then learns re-renders the whole
 * page once more (router.patchRoutes), a long task on a phone at the moment it starts to answer.
 */
export function partialManifest(
  manifest: AssetsManifest,
  matchedIds: string[],
  pathname: string,
): AssetsManifest {
  const ids = new Set(matchedIds);
  const tree = routeTreeOf(manifest.routes);
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  for (const path of paths) {
    for (const match of matchRoutes(tree, path) ?? []) if (match.route.id) ids.add(match.route.id);
  }
  for (const route of Object.values(manifest.routes)) {
    if (route.parentId && matchedIds.includes(route.parentId)) ids.add(route.id);
  }
  const routes: RouteManifest = {};
  for (const id of ids) if (manifest.routes[id]) routes[id] = manifest.routes[id];
  return { ...manifest, routes };
}

const PRELOADS_PER_TASK = 4;
// A page that has not painted by then (a stylesheet stuck on a bad network) starts anyway.
const PAINT_WAIT_LIMIT_MS = 5_000;

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
  // Spread over tasks: appending ~25 preload links costs ~10 ms on a fast laptop (4x that on a
  // mid-range phone), evaluating React, the router and the app's chunks in one go ~20 ms, so
  // together they made one long task that blocked input right after the first paint. Apart,
  // each piece is a few milliseconds and a tap in between is answered at once. A message, not
  // a timeout, yields: nested timeouts are clamped to 4 ms.
  const modulesSet = new Set(modules);
  const chunks = preloads.filter((url) => url !== manifest.entry.module && !modulesSet.has(url));
  return [
    `(()=>{const y=()=>new Promise((r)=>{const c=new MessageChannel();c.port1.onmessage=()=>r();c.port2.postMessage(0);});`,
    `const start=async()=>{let n=0;`,
    `for(const href of ${inline(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l);if(++n%${PRELOADS_PER_TASK}===0)await y();}`,
    chunks.map((url) => `await import(${inline(url)});await y();`).join(""),
    `const m=await Promise.all([${loads.map((url) => `import(${inline(url)})`).join(",")}]);`,
    `${setManifest}window.__remixRouteModules={${routeModules}};await y();`,
    `return import(${inline(manifest.entry.module)});};`,
    // After the first paint, as the browser reports it: requestAnimationFrame alone (just before
    // a frame) let a cold browser, slow to present its first frame, download and run the
    // scripts ahead of it. A page opened in a background tab paints nothing and starts at once;
    // a browser without paint timing starts after its first animation frame.
    `let go=()=>{go=()=>{};setTimeout(start,0);};`,
    `if(document.visibilityState==="hidden")go();`,
    `else if(window.PerformanceObserver?.supportedEntryTypes?.includes("paint")){new PerformanceObserver((_,o)=>{o.disconnect();go();}).observe({type:"paint",buffered:true});setTimeout(go,${PAINT_WAIT_LIMIT_MS});}`,
    `else requestAnimationFrame(()=>go());})();`,
  ].join("");
}
