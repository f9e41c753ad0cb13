import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import { getEnv } from "~/modules/env/env.server";
import {
  answerFromPageCache,
  markPageCacheCandidate,
} from "~/modules/page-cache/page-cache.server";
import { createNonce, securityHeaders } from "~/modules/security/headers.server";
import { warnWhenCaptchaOff } from "~/modules/form-protection/recaptcha.server";
import { listenForAnnouncements } from "~/modules/shared-state/announcements.server";
import { clientAddressOf, compileTrust } from "./client-address.server";
import { refuseAtEdge } from "./edge.server";
import { getRequestContext, requestIdFrom, runInRequestContext } from "./request-context.server";

/**
 * The app server's middleware that shares state with the Remix build (the request context that
 * loaders read, the page cache that entry.server fills): it lives in the build and reaches the
 * server as the `httpLayer` export of entry.server, so both see one instance of each module
 * (ADR 0005). Under plain remix-serve none of it runs, and the build still works without it.
 */

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
/** What pino-http (or anything) put on the request as its id. */
type IdentifiedRequest = IncomingMessage & { id?: unknown };

// Headers a client could write to pose as our proxy; believed only from TRUSTED_PROXIES.
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

export function createHttpLayer() {
  const trust = compileTrust(getEnv().TRUSTED_PROXIES);
  // Saves on other replicas empty this one's caches (docs/deploy.md, "More than one machine").
  listenForAnnouncements();
  warnWhenCaptchaOff();

  function dropUntrustedProxyHeaders(req: IncomingMessage) {
    const peer = req.socket.remoteAddress;
    if (!peer || !trust(peer, 0)) for (const name of PROXY_HEADERS) delete req.headers[name];
  }

  /**
   * A repeat visit of a public page, answered in the server's request listener ahead of express
   * and the request context (ADR 0007): with the request id and security headers every answer
   * gets. Returns false (having changed nothing but dropped untrusted proxy headers) otherwise.
   */
  const answerFromCache = (req: IdentifiedRequest, res: ServerResponse): boolean => {
    if (req.method !== "GET") return false;
    dropUntrustedProxyHeaders(req);
    return answerFromPageCache(req, res, () => {
      req.id = requestIdFor(req);
      res.setHeader("X-Request-Id", req.id as string);
      fillSecurityHeaders(req, res);
    });
  };

  /** Request id, nonce and client address for everything after it, loaders included. */
  const context: Middleware = (req, res, next) => {
    dropUntrustedProxyHeaders(req);
    const given = (req as IdentifiedRequest).id;
    const requestId = typeof given === "string" ? given : requestIdFor(req);
    res.setHeader("X-Request-Id", requestId);
    const store = { requestId, nonce: createNonce(), clientAddress: clientAddressOf(req, trust) };
    runInRequestContext(store, () => next());
  };

  /** Every answer gets the headers it does not set itself (documents set their own CSP). */
  const headers: Middleware = (req, res, next) => {
    onHeaders(res, function fill(this: ServerResponse) {
      fillSecurityHeaders(req, this);
    });
    next();
  };

  /** A miss of answerFromCache, in its context now: may its rendered page be stored? */
  const pageCache: Middleware = (req, _res, next) => {
    markPageCacheCandidate(req);
    next();
  };

  return {
    /** For express's "trust proxy": the same list, compiled once. */
    trust,
    requestIdFor,
    answerFromCache,
    context,
    headers,
    refuseAtEdge: refuseAtEdge(protocolOf) as Middleware,
    pageCache,
    /** Remix's load context: the request's context object itself. */
    getLoadContext: () => getRequestContext() ?? {},
  };
}

export type HttpLayer = ReturnType<typeof createHttpLayer>;
