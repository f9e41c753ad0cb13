import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { multipartBody } from "./multipart-body.server";

// The provider client's wire: one request with node:http and keep-alive agents. remix-serve's
// global fetch (@remix-run/web-fetch) cost the app about twice the CPU per provider call
// (WHATWG Headers, Request and Response objects and body streams around the same node:http
// request), and every dashboard page makes one or two calls. Only what providerFetch needs: a
// method, headers, an optional form body, a timeout signal that also covers reading the
// answer, and the answer as status and text. Redirects are not followed (the provider's API
// answers with JSON, never with a redirect).

// An idle connection closes after this long, before servers usually drop it (Node's default
// keep-alive is 5 s), so a call is not sent down a socket the other side is closing. Node
// shortens it further when the provider announces a `Keep-Alive: timeout=` of its own.
const IDLE_MS = 4_000;

const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};

export type WireRequest = {
  method: string;
  headers: Record<string, string>;
  body?: FormData | URLSearchParams;
  signal: AbortSignal;
};

export type WireResponse = { status: number; text: string };

/** The body's type and bytes: a multipart body as a Blob that streams its files when sent. */
function encode(body: WireRequest["body"]): { type: string; body: Buffer | Blob } | null {
  if (!body) return null;
  if (body instanceof URLSearchParams) {
    return {
      type: "application/x-www-form-urlencoded;charset=UTF-8",
      body: Buffer.from(body.toString()),
    };
  }
  return multipartBody(body);
}

async function* chunksOf(blob: Blob) {
  const reader = blob.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stopped early (the call failed or was answered): close the file.
    await reader.cancel().catch(() => undefined);
  }
}

/** Rejects with the signal's reason (a TimeoutError) when it fired, else with the error. */
function failure(signal: AbortSignal, error: unknown): unknown {
  return signal.aborted ? signal.reason : error;
}

export async function send(url: URL, request: WireRequest): Promise<WireResponse> {
  const { signal } = request;
  signal.throwIfAborted();
  const payload = encode(request.body);
  const headers = { ...request.headers };
  if (payload) {
    headers["Content-Type"] = payload.type;
    headers["Content-Length"] = String(
      payload.body instanceof Blob ? payload.body.size : payload.body.length,
    );
  }
  const client = url.protocol === "https:" ? https : http;
  const agent = url.protocol === "https:" ? agents["https:"] : agents["http:"];
  return new Promise<WireResponse>((resolve, reject) => {
    const outgoing = client.request(url, { method: request.method, headers, agent, signal });
    outgoing.on("error", (error) => reject(failure(signal, error)));
    outgoing.on("response", (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("error", (error) => reject(failure(signal, error)));
      incoming.on("aborted", () => reject(failure(signal, new Error("response aborted"))));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    if (!(payload?.body instanceof Blob)) return void outgoing.end(payload?.body);
    // Streamed as it is read from disk. An answer that comes before the whole body was sent
    // (a refusal) settles the call, and the rest of the body is not needed.
    pipeline(Readable.from(chunksOf(payload.body)), outgoing).catch((error: unknown) =>
      reject(failure(signal, error)),
    );
  });
}
