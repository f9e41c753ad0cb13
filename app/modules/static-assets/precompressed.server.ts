import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { preferredEncoding, type Encoding } from "~/modules/page-cache/encoding.server";

/**
 * The client build's files (remix.config defaults: public/build served at /build/), answered from
 * the brotli/gzip copies `npm run build:app` writes beside them (server/bin/compress-assets.mjs),
 * before express runs. remix-serve would gzip every script again for every visitor: 27 files on
 * a first visit of /services were ~130 ms of server CPU, on the machine the phone's page load
 * competes with. A file without a copy, a client that accepts neither encoding, or a path that
 * is not a file falls through to remix-serve's own static files, unchanged.
 */

const PUBLIC_PATH = "/build/";
// Fingerprinted file names: the same URL never holds other bytes (what remix-serve sends too).
const CACHE_CONTROL = "public, max-age=31536000, immutable";
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};
const SUFFIXES: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

type Copy = { body: Buffer; etag: string };
type Asset = { type: string; copies: Partial<Record<Encoding, Copy>> };

export type AssetServer = (req: IncomingMessage, res: ServerResponse) => boolean;

function readCopy(file: string, original: number): Copy | undefined {
  try {
    // A copy older than its file is from another build of the same name: not served.
    if (statSync(file).mtimeMs < original) return undefined;
    const body = readFileSync(file);
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    return { body, etag };
  } catch {
    return undefined;
  }
}

export function createAssetServer(dir = path.resolve("public/build")): AssetServer {
  const root = path.resolve(dir);
  // Loaded on first request of each file and kept: the copies of a build are ~600 kB in all.
  // Misses are not kept, so made-up /build/ URLs cannot grow the map.
  const assets = new Map<string, Asset>();

  function assetFor(urlPath: string): Asset | null {
    const known = assets.get(urlPath);
    if (known) return known;
    let asset: Asset | null = null;
    const file = path.resolve(root, decodeURIComponent(urlPath.slice(PUBLIC_PATH.length)));
    const type = TYPES[path.extname(file)];
    if (type && file.startsWith(root + path.sep)) {
      try {
        const original = statSync(file);
        if (original.isFile()) {
          const copies: Asset["copies"] = {};
          for (const [name, suffix] of Object.entries(SUFFIXES) as [Encoding, string][]) {
            const copy = readCopy(file + suffix, original.mtimeMs);
            if (copy) copies[name] = copy;
          }
          asset = { type, copies };
        }
      } catch {
        // Not a file of the build: remix-serve answers (its 404 included).
      }
    }
    if (asset) assets.set(urlPath, asset);
    return asset;
  }

  return function serveAsset(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const urlPath = (req.url ?? "").split("?", 1)[0];
    if (!urlPath.startsWith(PUBLIC_PATH) || urlPath.includes("..")) return false;
    let asset: Asset | null;
    try {
      asset = assetFor(urlPath);
    } catch {
      return false; // A malformed %-escape: remix-serve answers it.
    }
    if (!asset) return false;
    // The encoding remix-serve's middleware would have used, so both answer alike.
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const copy = encoding && asset.copies[encoding];
    if (!copy) return false;
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", copy.etag);
    if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(copy.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader("Content-Length", copy.body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : copy.body);
    return true;
  };
}
