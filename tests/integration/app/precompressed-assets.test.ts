// The client build's files answered from the copies `npm run build:app` writes
// (server/bin/compress-assets.mjs), over a real node:http server whose fallback stands in for
// remix-serve's express.static. Raw bytes are compared: node's fetch would decode them.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssetServer } from "~/modules/static-assets/precompressed.server";
import { compressAssets } from "../../../server/bin/compress-assets.mjs";

const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
let dir: string;
let base: string;
let server: http.Server;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  mkdirSync(path.join(dir, "_shared"));
  writeFileSync(path.join(dir, "_shared/chunk-ABC.js"), script);
  writeFileSync(path.join(dir, "tiny.css"), "a{}");
  writeFileSync(path.join(dir, "font.woff2"), Buffer.alloc(2000, 7));
  compressAssets(dir);
  const serveAsset = createAssetServer(dir);
  server = http.createServer((req, res) => {
    if (serveAsset(req, res)) return;
    res.setHeader("X-Fallback", "express");
    res.end("fallback");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("precompressed build files", () => {
  it("sends the brotli copy to a browser that accepts it, cached for good", async () => {
    const answer = await get("/build/_shared/chunk-ABC.js", {
      "Accept-Encoding": "gzip, deflate, br, zstd",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends the gzip copy when brotli is not accepted", async () => {
    const answer = await get("/build/_shared/chunk-ABC.js", { "Accept-Encoding": "gzip, br;q=0" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it("answers 304 to a matching If-None-Match and HEAD without a body", async () => {
    const first = await get("/build/_shared/chunk-ABC.js", { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/build/_shared/chunk-ABC.js", {
      "Accept-Encoding": "br",
      "If-None-Match": etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get("/build/_shared/chunk-ABC.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("leaves to remix-serve what it has no copy for", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/build/_shared/chunk-ABC.js", {}], // no Accept-Encoding
      ["/build/_shared/chunk-ABC.js", { "Accept-Encoding": "identity" }],
      ["/build/tiny.css", { "Accept-Encoding": "br" }], // copies would be larger: none written
      ["/build/font.woff2", { "Accept-Encoding": "br" }], // not a text file
      ["/build/missing.js", { "Accept-Encoding": "br" }],
      ["/build/../package.json", { "Accept-Encoding": "br" }],
      ["/build/%2e%2e/secret.js", { "Accept-Encoding": "br" }],
      ["/build/%E0%A4%A.js", { "Accept-Encoding": "br" }],
      ["/favicon.svg", { "Accept-Encoding": "br" }],
    ];
    for (const [url, headers] of cases) {
      const answer = await get(url, headers);
      expect(answer.headers["x-fallback"], url).toBe("express");
    }
  });

  it("keeps no record of a miss (made-up URLs cannot grow its memory)", async () => {
    const url = "/build/_shared/chunk-LATE.js";
    expect((await get(url, { "Accept-Encoding": "br" })).headers["x-fallback"]).toBe("express");
    writeFileSync(path.join(dir, "_shared/chunk-LATE.js"), script);
    compressAssets(dir);
    expect((await get(url, { "Accept-Encoding": "br" })).headers["content-encoding"]).toBe("br");
  });

  it("does not serve a copy older than its file (a rebuild under the same name)", async () => {
    const file = path.join(dir, "_shared/chunk-OLD.js");
    writeFileSync(file, script);
    compressAssets(dir);
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    utimesSync(`${file}.gz`, past, past);
    const answer = await get("/build/_shared/chunk-OLD.js", { "Accept-Encoding": "br, gzip" });
    expect(answer.headers["x-fallback"]).toBe("express");
  });
});
