// The app server's HTTP path as server/app-worker.ts wires it (the listener's cache answer, then
// express: context, headers, edge refusals, the page-cache middleware) in front of a stand-in for
// Remix that "renders" like entry.server.tsx does (capture, then store) and counts its renders; a
// `session` cookie makes the visitor signed in.
// The routes are a small manifest shaped like the build's: root reads `lng`, the public layout
// `ask`, /posts is a kept page reading `page`, /auth/login a page never kept, /healthz a resource
// route and every other path the layout's 404 page.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { EntryContext } from "@remix-run/node";
import express from "express";
import type { createHttpLayer as CreateHttpLayer } from "~/modules/http/layer.server";
import type * as PageCache from "~/modules/page-cache/page-cache.server";
import type { RouteManifest } from "~/modules/page-cache/page-routes.server";

const Page = () => null;
export const MANIFEST: RouteManifest = {
  root: { id: "root", path: "", module: { default: Page, handle: { query: ["lng"] } } },
  "routes/_site": {
    id: "routes/_site",
    parentId: "root",
    module: { default: Page, handle: { query: ["ask"] } },
  },
  "routes/_site.posts": {
    id: "routes/_site.posts",
    parentId: "routes/_site",
    path: "posts",
    module: { default: Page, handle: { pageCache: true, query: ["page"] } },
  },
  "routes/_site.auth.login": {
    id: "routes/_site.auth.login",
    parentId: "routes/_site",
    path: "auth/login",
    module: { default: Page, handle: {} },
  },
  "routes/_site.$": {
    id: "routes/_site.$",
    parentId: "routes/_site",
    path: "*",
    module: { default: Page },
  },
  "routes/healthz": { id: "routes/healthz", parentId: "root", path: "healthz", module: {} },
};

type PageCacheModule = Pick<typeof PageCache, "pageCaptureFor" | "storePage">;

/**
 * One app instance. `modules` are the layer and page cache to use: a test that stands for two
 * replicas loads them twice (vi.resetModules), as two processes would each have their own.
 */
export async function startPageServer(
  modules: { createHttpLayer: typeof CreateHttpLayer; pageCache: PageCacheModule },
  { renderMs = 0 } = {},
) {
  const { pageCaptureFor, storePage } = modules.pageCache;
  const layer = modules.createHttpLayer({ routes: MANIFEST });
  const state = { renders: 0 };
  const app = express();
  app.set("trust proxy", layer.trust);
  app.use(layer.context, layer.headers, layer.refuseAtEdge, layer.pageCache);
  app.all("*", (req, res) => {
    const leaf = req.path === "/posts" ? "routes/_site.posts" : "routes/_site.$";
    if (req.path === "/healthz") return void res.send("ok");
    state.renders++;
    const signedIn = /(^|;\s*)session=/.test(req.headers.cookie ?? "");
    setTimeout(() => {
      const nonce = `nonce${state.renders}`.padEnd(24, "x");
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      const context = {
        staticHandlerContext: {
          matches: [{ route: { id: "root" } }, { route: { id: leaf } }],
          // A `session` cookie stands for a signed-in visitor, whose pages are never kept.
          loaderData: {
            root: { user: signedIn ? { id: 1 } : null, toast: null, formStamp: "stamp.sig" },
          },
          errors: null,
        },
        routeModules: { [leaf]: MANIFEST[leaf]!.module },
      } as unknown as EntryContext;
      const capture = pageCaptureFor(context, 200, headers);
      const html = `<!DOCTYPE html><html><p>render ${state.renders} of ${req.originalUrl}</p></html>`;
      if (capture) storePage(capture, Buffer.from(html), nonce, headers);
      res.writeHead(200, Object.fromEntries(headers));
      res.end(html);
    }, renderMs);
  });
  const server = http.createServer((req, res) => {
    if (!layer.answerFromCache(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    state,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** GET `path` from the client address `from` (a loopback address). */
    get(path: string, from = "127.0.0.2", headers: http.OutgoingHttpHeaders = {}) {
      return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
        (resolve, reject) => {
          const req = http.get(
            { host: "127.0.0.1", port, path, localAddress: from, headers, agent: false },
            (res) => {
              let body = "";
              res.setEncoding("utf8");
              res.on("data", (chunk: string) => (body += chunk));
              res.on("end", () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
              );
            },
          );
          req.on("error", reject);
        },
      );
    },
  };
}
