// Serves uploaded files at /storage/* (outside /api, no key: public images and attachments with
// unguessable names). Names are made by the server and never reused, so they cache forever.
// Anything that is not a raster image is a download, never rendered inline.
import { createReadStream } from "node:fs";
import { lstat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/errors.js";
import { contentTypeFor } from "../storage/index.js";

export function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/storage/*", async (req, reply) => {
    const rest = (req.params as { "*": string })["*"];
    let publicPath: string;
    try {
      publicPath = `/storage/${decodeURIComponent(rest)}`;
    } catch {
      throw ApiError.key(404, "not_found");
    }
    // resolve() refuses dot segments, backslashes and anything outside the uploads folder.
    const file = ctx.storage.resolve(publicPath);
    // lstat, not stat: a symlink planted in uploads must not expose the rest of the disk.
    const stat = file ? await lstat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) throw ApiError.key(404, "not_found");
    const { mime, inline } = contentTypeFor(publicPath);
    reply
      .header("Content-Type", mime)
      .header("Content-Length", String(stat.size))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (!inline) {
      reply.header("Content-Disposition", `attachment; filename="${path.basename(file)}"`);
    }
    return reply.send(createReadStream(file));
  });
}
