import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import { getEnv } from "~/modules/env/env.server";
import {
  answerFromPageCache,
  markPageCacheCandidate,
  pageRenderInFlight,
} from "~/modules/page-cache/page-cache.server";
import {
  pageRoutes,
  pathOf,
  type PageRoute,
  type RouteManifest,
} from "~/modules/page-cache/page-routes.server";
import { createNonce, securityHeaders } from "~/modules/security/headers.server";
import { chargeRender } from "~/modules/security/render-budget.server";
import { warnWhenCaptchaOff } from "~/modules/form-protection/recaptcha.server";
import { listenForAnnouncements } from "~/modules/shared-state/announcements.server";
import type { HttpLayer, Middleware } from "~core/http/http-layer";
import { compileTrust } from "~core/http/trusted-proxies";
import { clientAddressOf } from "./client-address.server";
import { refuseAtEdge } from "./edge.server";
import {
  getClientAddress,
  getRequestContext,
  requestIdFrom,
  runInRequestContext,
} from "./request-context.server";
import { sendStatusPage } from "./status-page.server";

// Lives in the build and reaches the server as entry.server's `httpLayer`, so both see one
// instance of each module (ADR 0005); plain remix-serve runs without it.

type IdentifiedRequest = IncomingMessage & { id?: unknown };

// A client could write these to pose as our proxy; believed only from TRUSTED_PROXIES.
const PROXY_HEADERS = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host"];

export function requestIdFor(req: IncomingMessage): string {
  return requestIdFrom(req.headers["x-request-id"]);
}

function protocolOf(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  if (first === "https" || first === "http") return first;
  return "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
}

function fillSecurityHeaders(req: IncomingMessage, res: ServerResponse) {
  const https = protocolOf(req) === "https";
  for (const [name, value] of Object.entries(securityHeaders({ https }))) {
    if (!res.hasHeader(name)) res.setHeader(name, value);
  }
}

function asksForDocument(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !/[?&]_data=/.test(req.url ?? "");
}

export function createHttpLayer(build: { routes: RouteManifest }): HttpLayer {
  const trust = compileTrust(getEnv().TRUSTED_PROXIES);
  const routeOfPath = pageRoutes(build.routes);
  const routeOf = (req: IncomingMessage): PageRoute | null => {
    try {
      return routeOfPath(pathOf(req.url));
    } catch {
      // A path Remix cannot match either: it answers it (404 or 400), never from the cache.
      return null;
    }
  };
  listenForAnnouncements();
  warnWhenCaptchaOff();

  function dropUntrustedProxyHeaders(req: IncomingMessage) {
    const peer = req.socket.remoteAddress;
    if (!peer || !trust(peer, 0)) for (const name of PROXY_HEADERS) delete req.headers[name];
  }

  /** Ahead of express and the request context (ADR 0007). */
  const answerFromCache = (req: IdentifiedRequest, res: ServerResponse): boolean => {
    if (req.method !== "GET") return false;
    dropUntrustedProxyHeaders(req);
    return answerFromPageCache(req, res, routeOf(req), () => {
      req.id = requestIdFor(req);
      res.setHeader("X-Request-Id", req.id as string);
      fillSecurityHeaders(req, res);
    });
  };

  const context: Middleware = (req, res, next) => {
    dropUntrustedProxyHeaders(req);
    const given = (req as IdentifiedRequest).id;
    const requestId = typeof given === "string" ? given : requestIdFor(req);
    res.setHeader("X-Request-Id", requestId);
    const store = { requestId, nonce: createNonce(), clientAddress: clientAddressOf(req, trust) };
    runInRequestContext(store, () => next());
  };

  /** Documents set their own CSP. */
  const headers: Middleware = (req, res, next) => {
    onHeaders(res, function fill(this: ServerResponse) {
      fillSecurityHeaders(req, this);
    });
    next();
  };

  /** A page already rendering is waited for; a render costs from the client's render budget. */
  const pageCache: Middleware = (req, res, next) => {
    const route = routeOf(req);
    admit(req, res, route).then((go) => go && next(), next);
  };

  async function admit(req: IncomingMessage, res: ServerResponse, route: PageRoute | null) {
    const rendering = pageRenderInFlight(req, route);
    if (rendering) {
      await rendering;
      if (answerFromPageCache(req, res, route)) return false;
    }
    if (route?.document && asksForDocument(req)) {
      const wait = await chargeRender(getClientAddress());
      if (wait > 0) {
        sendStatusPage(req, res, 429, { headers: { "Retry-After": String(wait) } });
        return false;
      }
    }
    // Gone while its budget was asked (a database or worker round trip): no one to render for.
    if (res.closed) return false;
    markPageCacheCandidate(req, res, route);
    return true;
  }

  return {
    trust,
    requestIdFor,
    answerFromCache,
    context,
    headers,
    refuseAtEdge: refuseAtEdge(protocolOf) as Middleware,
    pageCache,
    getLoadContext: () => getRequestContext() ?? {},
  };
}
