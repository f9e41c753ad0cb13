import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip";

/** As remix-serve's compression middleware would pick (brotli on a tie). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return null;
  const weights = new Map<string, number>();
  for (const item of value.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const [br, gz] = [weightOf("br"), weightOf("gzip")];
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : null;
}

// The middleware's own quality (docs/performance.md).
const BROTLI_QUALITY = 4;

function compress(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "gzip") gzip(body, done);
    else
      brotliCompress(
        body,
        {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
  });
}

/** zlib's async calls run on libuv's thread pool, off the main thread. */
export function sendBody(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const vary = res.getHeader("Vary");
  const names = typeof vary === "string" ? vary.split(",").map((name) => name.trim()) : [];
  if (!names.some((name) => name.toLowerCase() === "accept-encoding"))
    names.push("Accept-Encoding");
  res.setHeader("Vary", names.filter(Boolean).join(", "));
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const finish = (payload: Buffer, used: Encoding | null) => {
    if (used) res.setHeader("Content-Encoding", used);
    res.setHeader("Content-Length", payload.length);
    res.writeHead(200);
    res.end(payload);
  };
  if (!encoding) return finish(body, null);
  compress(encoding, body).then(
    (payload) => finish(payload, encoding),
    () => finish(body, null),
  );
}
