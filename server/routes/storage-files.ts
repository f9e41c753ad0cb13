// Serves what the site publishes at /storage/* (outside /api, no key): content images only.
// Visitors' attachments are private (server/storage/index.ts) and answer 404 here like any path
// that names nothing; admins download them from /api/dashboard/service_requests/file.
// Names are made by the server and never reused, so they cache forever. The bytes stream from
// the storage driver (a folder or a private bucket, ADR 0011) with the same headers either way.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/errors.js";
import { contentTypeFor } from "../storage/index.js";

export function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { "*": string } }>("/storage/*", async (req, reply) => {
    const rest = req.params["*"];
    let publicPath: string;
    try {
      publicPath = `/storage/${decodeURIComponent(rest)}`;
    } catch {
      throw ApiError.key(404, "not_found");
    }
    // openPublic() refuses dot segments, private folders and anything but a raster image; the
    // file driver refuses symlinks, so a link planted in the folder exposes nothing.
    const file = await ctx.storage.openPublic(publicPath);
    if (!file) throw ApiError.key(404, "not_found");
    return reply
      .header("Content-Type", contentTypeFor(publicPath).mime)
      .header("Content-Length", String(file.size))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(file.body);
  });
}
