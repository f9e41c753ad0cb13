// What the app's build hands the app's HTTP server (ADR 0005): the layer the server mounts ahead
// of and around Remix. Written here, so the server (server/app-worker.ts) names no app module and
// the app's `createHttpLayer` is checked against the same shape.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TrustFn } from "./trusted-proxies";

export type Next = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

export type HttpLayer = {
  trust: TrustFn;
  requestIdFor: (req: IncomingMessage) => string;
  /** A repeat visit answered from the page cache ahead of express (ADR 0007). */
  answerFromCache: (req: IncomingMessage, res: ServerResponse) => boolean;
  context: Middleware;
  headers: Middleware;
  refuseAtEdge: Middleware;
  pageCache: Middleware;
  getLoadContext: () => Record<string, unknown>;
};
