// Serves what the site publishes at /storage/* (outside /api, no key): content images only.
// Visitors' attachments are private (server/storage/index.ts) and answer 404 here like any path
// that names nothing; admins download them from /api/dashboard/service_requests/file.
// A picture is public only while its record is shown (ADR 0023): a deleted or unpublished
// record's files answer 404 at once, though they are kept for a restore. Staff (the dashboard's
// thumbnails, a revision's pictures) and a signed preview link still read them, never cached.
// The bytes stream from the storage driver (a folder or a private bucket, ADR 0011).
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { optionalSession } from "../auth/session.js";
import { isPictureOf, isShownPicture } from "../db/shown-pictures.js";
import { ApiError } from "../http/errors.js";
import { contentTypeFor } from "../storage/index.js";
import { may } from "../../core/auth/permissions.js";
import { CONTENT_ENTITIES } from "../../core/content/registry.js";
import { checkPreview } from "../../core/content/preview-signature.js";

/** Names are never reused, so a shown picture's bytes never change: caches may keep them, but
 * ask again before each use (a 304 costs no bytes), so a hidden one is gone at once. */
const SHOWN = "public, no-cache";
const HIDDEN = "private, no-store";

const etagOf = (path: string) => `"${createHash("sha256").update(path).digest("base64url")}"`;

type Request = FastifyRequest<{ Params: { "*": string }; Querystring: Record<string, unknown> }>;

/** A signed preview link's own query (docs/publishing.md, "Preview") opens that record's files. */
async function previewed(ctx: AppContext, req: Request, path: string): Promise<boolean> {
  const check = checkPreview(ctx.config.apiKey, req.query);
  if (!check.ok) return false;
  const entity = CONTENT_ENTITIES[check.target.entity];
  return isPictureOf(ctx.db, entity.table, check.target.id, path);
}

async function byStaff(ctx: AppContext, req: Request): Promise<boolean> {
  const session = await optionalSession(req, ctx.db, ctx.config.tokenSecret);
  return may(session?.user.role, "content");
}

export function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/storage/*", async (req: Request, reply) => {
    const rest = req.params["*"];
    let publicPath: string;
    try {
      publicPath = `/storage/${decodeURIComponent(rest)}`;
    } catch {
      throw ApiError.key(404, "not_found");
    }
    const shown = await isShownPicture(ctx.db, publicPath);
    if (!shown && !(await previewed(ctx, req, publicPath)) && !(await byStaff(ctx, req))) {
      // A cache must not keep the refusal past a restore.
      reply.header("Cache-Control", "no-store");
      throw ApiError.key(404, "not_found");
    }
    const etag = etagOf(publicPath);
    if (shown && req.headers["if-none-match"] === etag) {
      return reply.code(304).header("ETag", etag).header("Cache-Control", SHOWN).send();
    }
    // openPublic() refuses dot segments, private folders and anything but a raster image; the
    // file driver refuses symlinks, so a link planted in the folder exposes nothing.
    const file = await ctx.storage.openPublic(publicPath);
    if (!file) throw ApiError.key(404, "not_found");
    return reply
      .header("Content-Type", contentTypeFor(publicPath).mime)
      .header("Content-Length", String(file.size))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", shown ? SHOWN : HIDDEN)
      .header("ETag", etag)
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(file.body);
  });
}
