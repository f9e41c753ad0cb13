// The app's HTTP server, in each worker process (ADR 0033) or alone: ADR 0005. The Remix build
// stays a standard one that plain `remix-serve` also runs.
import { readdirSync } from "node:fs";
import cluster from "node:cluster";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import closeWithGrace from "close-with-grace";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import type { HttpLayer } from "../core/http/http-layer.js";
import { SHUTDOWN_GRACE_MS } from "./bin/app-workers.mjs";
import { listenAddress, listeningUrl } from "./app-connections";
import { takeConnectionsFromPrimary } from "./app-worker-connections";

const root = process.cwd();
const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
const entry = build.entry.module as Partial<{ createHttpLayer: (b: ServerBuild) => HttpLayer }>;
if (typeof entry.createHttpLayer !== "function") {
  throw new Error("build/index.js does not export createHttpLayer (app/entry.server.tsx): rebuild");
}
const layer = entry.createHttpLayer(build);

const logger = pino({
  level: process.env.LOG_LEVEL || "info",
  base: { source: "app" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", layer.trust);

let stopping = false;
app.use((_req, res, next) => {
  if (stopping) res.setHeader("Connection", "close");
  next();
});
app.use(
  pinoHttp({
    logger,
    genReqId: (req) => layer.requestIdFor(req),
    serializers: { req: () => undefined, res: () => undefined },
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, logged: { responseTime?: number }) =>
      requestLine(req, res, logged),
    customErrorObject: (req, res, _error, logged: { responseTime?: number }) =>
      requestLine(req, res, logged),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
  }),
);
app.use(layer.context);
app.use(layer.headers);
app.use(layer.refuseAtEdge);
app.use(
  "/build",
  expressStaticGzip(path.join(root, "public/build"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  }),
);
// Only paths under public/'s own entries reach the file system: a stat per request (every page,
// every /livez) for files that are not there cost a tenth of the floor (docs/performance.md).
const publicEntries = new Set(readdirSync(path.join(root, "public")).filter((n) => n !== "build"));
const publicFiles = express.static(path.join(root, "public"), { maxAge: "1h", index: false });
app.use((req, res, next) => {
  if (publicEntries.has(req.path.split("/", 2)[1])) publicFiles(req, res, next);
  else next();
});
app.use(layer.pageCache);
// The page cache compresses its own answers.
app.use(compression());
app.all("*", createRequestHandler({ build, getLoadContext: layer.getLoadContext }));

function requestLine(
  req: IncomingMessage & { id?: unknown },
  res: ServerResponse,
  logged: { responseTime?: number },
) {
  // express-static-gzip rewrites req.url to the copy it sends.
  const asked = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "/";
  const [pathname, query = ""] = asked.split("?", 2);
  const data = new URLSearchParams(query).get("_data");
  return {
    reqId: req.id,
    method: req.method,
    path: pathname,
    ...(data ? { data } : {}),
    status: res.writableFinished ? res.statusCode : 499,
    ...(res.getHeader("X-Page-Cache") === "hit" ? { pageCache: "hit" } : {}),
    ms: logged.responseTime,
  };
}

// Repeat visits of public pages are answered here, ahead of express (ADR 0007).
const server = http.createServer((req, res) => {
  if (stopping) res.setHeader("Connection", "close");
  const started = performance.now();
  if (!layer.answerFromCache(req, res)) return void app(req, res);
  res.on("finish", () =>
    logger.info(
      requestLine(req, res, { responseTime: Math.round(performance.now() - started) }),
      "request",
    ),
  );
});

// Under a primary (ADR 0036) the connections come from it, one socket at a time; alone, from the
// port.
const handedOver = cluster.isWorker ? takeConnectionsFromPrimary(server, logger) : null;
if (!handedOver) {
  const address = listenAddress(process.env);
  server.listen(address.port, address.host, () =>
    logger.info({ msg: "listening", url: listeningUrl(address) }),
  );
}

// Its own messages ("killed by timeout", a second signal) as JSON lines like every other.
const graceLogger = { error: (message: unknown) => logger.error({ msg: String(message) }) };
closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: graceLogger }, async ({ signal, err }) => {
  stopping = true;
  if (err) logger.error({ msg: "stopping after an error", error: String(err.stack ?? err) });
  else logger.info({ msg: "stopping", signal });
  // A keep-alive connection whose request was in flight turns idle only once it is answered;
  // close those as they do, or a client that holds them open holds up the exit.
  const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  // Node counts only the connections its own listener accepted.
  await handedOver?.drained();
  clearInterval(closeIdle);
  logger.info({ msg: "stopped" });
});
