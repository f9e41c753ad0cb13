import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { log } from "~/modules/log/log.server";
import { PAGE_CACHE_HEADER, servePageFromCache } from "~/modules/page-cache/page-cache.server";
import { isHttps, securityHeaders } from "~/modules/security/headers.server";
import { createAssetServer } from "~/modules/static-assets/precompressed.server";

/**
 * Request-level duties that remix-serve has no hook for (ADR 0005). The server build is imported
 * before remix-serve creates its HTTP server, so this module, loaded by entry.server, sees every
 * server it creates and, for every request (pages, `?_data=`, resource routes, static files):
 * - gives it a request id (the caller's X-Request-Id when sane) that the provider client forwards;
 * - writes one JSON line when it ends: method, path (never the query), status, duration, id;
 * - fills in the security headers a response does not already carry;
 * - on SIGTERM lets requests in flight finish (at most SHUTDOWN_GRACE_MS) and exits;
 * - answers repeat visits of public pages from the page cache (ADR 0007) before express runs;
 * - answers the client build's files from their precompressed copies before express runs.
 * remix-serve's own morgan "tiny" text line (full URL with query, not JSON) is switched off.
 */

export const SHUTDOWN_GRACE_MS = 10_000;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const servers = new Set<Server>();
let inFlight = 0;
let stopping = false;
// On the process, not the module: the dev server re-imports the build after every change.
const INSTALLED = Symbol.for("company-site.http-observer");

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

function fillHeaders(req: IncomingMessage, res: ServerResponse) {
  const forwarded = req.headers["x-forwarded-proto"];
  const https = isHttps(
    "encrypted" in req.socket && req.socket.encrypted ? "https:" : "http:",
    Array.isArray(forwarded) ? forwarded[0] : forwarded,
  );
  for (const [name, value] of Object.entries(securityHeaders({ https }))) {
    if (!res.hasHeader(name)) res.setHeader(name, value);
  }
  if (stopping) res.setHeader("Connection", "close");
}

function observe(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  const reqId = requestIdOf(req);
  // Remix builds its Request from these headers: loaders and the provider client see the id.
  req.headers["x-request-id"] = reqId;
  res.setHeader("X-Request-Id", reqId);
  inFlight++;

  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    fillHeaders(req, this);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;

  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    inFlight--;
    const [path, query = ""] = (req.url ?? "/").split("?", 2);
    const data = new URLSearchParams(query).get("_data");
    log("info", {
      source: "app",
      msg: "request",
      reqId,
      method: req.method,
      path,
      // The route id of a `?_data=` call says which loader answered; it is never a secret.
      ...(data ? { data } : {}),
      status: res.writableFinished ? res.statusCode : 499,
      ...(res.getHeader(PAGE_CACHE_HEADER) === "hit" ? { pageCache: "hit" } : {}),
      ms: Math.round(performance.now() - started),
    });
    if (stopping) for (const server of servers) server.closeIdleConnections();
  };
  res.once("finish", finish);
  res.once("close", finish);
}

function onStopSignal(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log("info", { source: "app", msg: "stopping", signal, inFlight });
  const timer = setTimeout(() => {
    log("warn", { source: "app", msg: "requests still running after grace period; exiting" });
    for (const server of servers) server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  // remix-serve calls server.close() on the same signal: no new connections from here on.
  for (const server of servers) server.closeIdleConnections();
}

function onServerClosed() {
  if (!stopping || [...servers].some((server) => server.listening)) return;
  log("info", { source: "app", msg: "stopped" });
  process.exit(0);
}

/** morgan formats are properties of the morgan function; one that answers null logs nothing. */
function silenceMorgan() {
  try {
    const require = createRequire(import.meta.url);
    const serve = createRequire(require.resolve("@remix-run/serve/dist/cli.js"));
    const morgan = serve("morgan") as { format: (name: string, fn: () => null) => void };
    morgan.format("tiny", () => null);
  } catch {
    // Not under remix-serve (tests, another server): nothing to silence.
  }
}

export function installHttpObserver() {
  const marks = globalThis as { [INSTALLED]?: boolean };
  if (marks[INSTALLED]) return;
  marks[INSTALLED] = true;
  silenceMorgan();
  const serveAsset = createAssetServer();
  const createServer = http.createServer;
  http.createServer = function (this: unknown, ...args: unknown[]) {
    // remix-serve passes its express app as the request listener: wrap it so a build file or a
    // cached page is answered before express (and Remix) run at all.
    const last = args.length - 1;
    const listener = args[last];
    if (typeof listener === "function") {
      args[last] = function (req: IncomingMessage, res: ServerResponse) {
        if (!serveAsset(req, res) && !servePageFromCache(req, res)) return listener(req, res);
      };
    }
    const server = (createServer as (...a: unknown[]) => Server).apply(this, args);
    servers.add(server);
    server.prependListener("request", observe);
    server.once("close", onServerClosed);
    return server;
  } as typeof http.createServer;
  process.once("SIGTERM", onStopSignal);
  process.once("SIGINT", onStopSignal);
}
