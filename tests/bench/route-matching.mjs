// `npx tsx tests/bench/route-matching.mjs` (after `npm run build`): what Remix v2's router costs a
// request before any of our code runs. `matchRoutes` flattens and ranks every route, then compiles
// one RegExp per route segment of every branch it tries, on each call; nothing is kept between
// calls (React Router 7 keeps the branches: remix-run/react-router#14967 and #14971). A document
// request calls it three times for its own path (the server's match, the static handler's query,
// React's render) and once more for `/` and each parent path (the partial manifest of lazy route
// discovery); a resource route such as /livez twice (the server's match, the handler's query).
// Figures and their reading: docs/performance.md, "The router's share".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoutes } from "@remix-run/router";
import { fmt, machineLine, table } from "./lib/measure.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PATHS = [
  "/",
  "/services",
  "/FAQs",
  "/services/company-websites",
  "/livez",
  "/dashboard/categories",
];
const CALLS = 20_000;
const RESOURCE_ROUTES = new Set(["routes/livez"]);

/** The browser manifest lists every route's id, parent and path, as the server build does. */
function builtRoutes() {
  const dir = path.join(root, "public/build");
  const file = readdirSync(dir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error("no public/build/manifest-*.js: run `npm run build` first");
  const text = readFileSync(path.join(dir, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
  const all = Object.values(manifest.routes);
  const under = (parentId) =>
    all
      .filter((route) => route.parentId === parentId)
      .map(({ id, path: routePath, index, caseSensitive }) => ({
        id,
        path: routePath,
        index,
        caseSensitive,
        children: index ? undefined : under(id),
      }));
  return { routes: under(undefined), count: all.length };
}

const { routes, count } = builtRoutes();
/** µs per call, after a warm-up. */
function timed(pathname) {
  if (!matchRoutes(routes, pathname)) throw new Error(`${pathname} matches no route`);
  for (let i = 0; i < CALLS / 10; i++) matchRoutes(routes, pathname);
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) matchRoutes(routes, pathname);
  return ((performance.now() - started) * 1000) / CALLS;
}

/** `/` and every parent path of a page, as @remix-run/react's getPartialManifest lists them. */
function manifestPaths(pathname) {
  const segments = pathname.split("/").filter(Boolean).slice(0, -1);
  return ["/", ...segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)];
}

const rows = PATHS.map((pathname) => {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route.id ?? "(none)";
  const own = timed(pathname);
  const document = !RESOURCE_ROUTES.has(route);
  const extra = document ? manifestPaths(pathname).map(timed) : [];
  const calls = (document ? 3 : 2) + extra.length;
  const total = own * (document ? 3 : 2) + extra.reduce((a, b) => a + b, 0);
  return [pathname, route, fmt(own, 1), calls, fmt(total, 0)];
});
console.log(`route matching: ${count} routes, ${CALLS} calls per path`);
console.log(`${new Date().toISOString()}, ${machineLine()}\n`);
console.log(
  table(["path", "route", "µs per matchRoutes", "calls per request", "µs per request"], rows),
);
