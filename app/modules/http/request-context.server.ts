import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

// Modules that only get a Request read the id, nonce and address here, not from headers a client
// could write (ADR 0005). Under plain remix-serve there is none (docs/deploy.md).
export type RequestContext = {
  requestId: string;
  nonce: string;
  clientAddress: string | null;
  /** Spelt out: importing the page cache's type would make the two modules import each other. */
  pageCacheCandidate?: { key: string; generation: number; cookies: boolean };
  /** app/modules/dashboard/kept-form.server.ts */
  keptForm?: { id: number | null; fields: Record<string, string> };
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function getRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function getClientAddress(): string | null {
  return storage.getStore()?.clientAddress ?? null;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(given: unknown): string {
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

export function getRequestId(request?: Request): string {
  return storage.getStore()?.requestId ?? requestIdFrom(request?.headers.get("X-Request-Id"));
}
