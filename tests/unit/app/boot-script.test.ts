// The deferred client start (app/modules/hydration/deferred-scripts.tsx): the loader it writes keeps
// Remix's contract (route modules under their ids, the partial manifest, the entry last) and
// names every module as a literal import("...") so the JS weight gate still finds them.
import { describe, expect, it } from "vitest";
import {
  bootScript,
  partialManifest,
  type AssetsManifest,
} from "~/modules/hydration/boot-script.server";

const route = (id: string, parentId: string | undefined, extra: object = {}) => ({
  id,
  parentId,
  module: `/build/${id}.js`,
  imports: [`/build/_shared/${id.replace(/\W/g, "-")}-chunk.js`],
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  ...extra,
});

const manifest = {
  entry: { module: "/build/entry.client.js", imports: ["/build/_shared/react.js"] },
  url: "/build/manifest.js",
  version: "1",
  routes: {
    root: route("root", undefined, { path: "" }),
    "routes/_site": route("routes/_site", "root"),
    "routes/_site._index": route("routes/_site._index", "routes/_site", { index: true }),
    "routes/_site.auth.login": route("routes/_site.auth.login", "routes/_site", {
      path: "auth/login",
    }),
    "routes/_site.services": route("routes/_site.services", "routes/_site", { path: "services" }),
    "routes/dashboard": route("routes/dashboard", "root", { path: "dashboard" }),
  },
} as unknown as AssetsManifest;

const loginIds = ["root", "routes/_site", "routes/_site.auth.login"];

describe("deferred client start", () => {
  it("inlines the routes of the page, of its parent paths and their children", () => {
    const partial = partialManifest(manifest, loginIds, "/auth/login");
    // "/" and "/auth" are matched like Remix does (the home page's index route comes along),
    // and the children of each matched route, the pages the menu links to: no route learnt
    // from /__manifest after hydration, so no second render of the page.
    expect(Object.keys(partial.routes).sort()).toEqual([
      "root",
      "routes/_site",
      "routes/_site._index",
      "routes/_site.auth.login",
      "routes/_site.services",
      "routes/dashboard",
    ]);
    expect(partial.entry).toEqual(manifest.entry);
    // Not the children of routes the page is not on.
    const dashboardChild = route("routes/dashboard.posts", "routes/dashboard", { path: "posts" });
    const wider = {
      ...manifest,
      routes: { ...manifest.routes, "routes/dashboard.posts": dashboardChild },
    } as unknown as AssetsManifest;
    expect(partialManifest(wider, loginIds, "/auth/login").routes).not.toHaveProperty(
      "routes/dashboard.posts",
    );
  });

  it("imports the shared chunks one per task, the route modules, then the entry, after the first paint", () => {
    const script = bootScript({
      manifest,
      matchedIds: loginIds,
      pathname: "/auth/login",
      lazyRouteDiscovery: true,
    });
    expect(script).toContain(
      'Promise.all([import("/build/root.js"),import("/build/routes/_site.js"),import("/build/routes/_site.auth.login.js")])',
    );
    expect(script).toContain(
      'window.__remixRouteModules={"root":m[0],"routes/_site":m[1],"routes/_site.auth.login":m[2]}',
    );
    expect(script).toContain('return import("/build/entry.client.js")');
    expect(script).toContain("window.__remixManifest=");
    // Each shared chunk on its own, in preload order, with a yield after it; then the routes.
    expect(script).toContain(
      'await import("/build/_shared/react.js");await y();await import("/build/_shared/root-chunk.js");await y();',
    );
    expect(
      script.indexOf('import("/build/_shared/routes-_site-auth-login-chunk.js")'),
    ).toBeLessThan(script.indexOf("Promise.all(["));
    // Started by the browser's first paint entry (buffered: a paint before the script counts).
    expect(script).toContain('.observe({type:"paint",buffered:true})');
    expect(script).toContain('if(document.visibilityState==="hidden")go();');
    // Every module of the page is preloaded once, when the loader starts.
    const preloads = JSON.parse(/for\(const href of (\[[^\]]*\])\)/.exec(script)![1]);
    expect(preloads).toEqual([
      "/build/entry.client.js",
      "/build/_shared/react.js",
      "/build/_shared/root-chunk.js",
      "/build/root.js",
      "/build/_shared/routes-_site-chunk.js",
      "/build/routes/_site.js",
      "/build/_shared/routes-_site-auth-login-chunk.js",
      "/build/routes/_site.auth.login.js",
    ]);
  });

  it("loads the manifest module first when routes are not discovered lazily", () => {
    const script = bootScript({
      manifest,
      matchedIds: ["root"],
      pathname: "/",
      lazyRouteDiscovery: false,
    });
    expect(script).toContain(
      'Promise.all([import("/build/manifest.js"),import("/build/root.js")])',
    );
    expect(script).toContain('window.__remixRouteModules={"root":m[1]}');
    expect(script).not.toContain("__remixManifest");
  });

  it("cannot close its <script> element", () => {
    const hostile = {
      ...manifest,
      routes: {
        ...manifest.routes,
        root: { ...manifest.routes.root, module: "/build/</script>.js" },
      },
    } as AssetsManifest;
    const script = bootScript({
      manifest: hostile,
      matchedIds: ["root"],
      pathname: "/",
      lazyRouteDiscovery: true,
    });
    expect(script).not.toContain("</script>");
  });
});
