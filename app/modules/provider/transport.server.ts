import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { multipartBody } from "./multipart-body.server";

// node:http with keep-alive agents rather than the global fetch, which cost more CPU per call
// (docs/performance.md). Redirects are not followed: the provider answers with JSON.

// Below Node's 5 s keep-alive, so a call is not sent down a socket the other side is closing.
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
    await reader.cancel().catch(() => undefined);
  }
}

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
    // An answer that comes before the whole body was sent (a refusal) settles the call.
    pipeline(Readable.from(chunksOf(payload.body)), outgoing).catch((error: unknown) =>
      reject(failure(signal, error)),
    );
  });
}
