import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * What the app's HTTP server knows about a request and Remix's Request does not: the id that
 * follows it into the provider's logs, the CSP nonce of its document, and the client's address
 * (the socket's, or X-Forwarded-For from a trusted proxy; ADR 0005). The server hands the same
 * object to loaders as Remix's load context and runs the request inside it, so modules that only
 * get a Request (the provider client, the login limits) read it here instead of from headers a
 * client could write.
 *
 * Under plain `remix-serve` there is no context: the id is made here, the address is unknown
 * (null) and per-address limits do not apply (docs/deploy.md).
 */
export type RequestContext = {
  requestId: string;
  nonce: string;
  /** Canonical IP address of the client; null when the server cannot know it. */
  clientAddress: string | null;
  /**
   * Set by the page cache's middleware when this request's page may be stored (ADR 0007). Spelt
   * out rather than imported: the page cache reads this context, so importing its type back
   * would make the two modules import each other.
   */
  pageCacheCandidate?: { key: string; generation: number };
  /**
   * A dashboard save the provider was away for: the page rendered after the action in the same
   * request gives this form back (app/modules/dashboard/kept-form.server.ts).
   */
  keptForm?: { id: number | null; fields: Record<string, string> };
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function getRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The client's address, or null (plain remix-serve, or a test without a server). */
export function getClientAddress(): string | null {
  return storage.getStore()?.clientAddress ?? null;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's X-Request-Id when it looks sane (one id follows a visit through both logs), else a new one. */
export function requestIdFrom(given: unknown): string {
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request's id: the server's, else the caller's X-Request-Id when sane, else a new one. */
export function getRequestId(request?: Request): string {
  return storage.getStore()?.requestId ?? requestIdFrom(request?.headers.get("X-Request-Id"));
}
