// Serves uploaded files at /storage/* (outside /api, no key: they are public images and
// attachments with unguessable names). Names are made by the server, so they never change:
// cache forever. Everything that is not an image is a download, never rendered inline.
import { createReadStream } from "node:fs";
import { lstat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/errors.js";

const TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".ppt": "application/vnd.ms-powerpoint",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".odt": "application/vnd.oasis.opendocument.text",
  ".ods": "application/vnd.oasis.opendocument.spreadsheet",
  ".txt": "text/plain; charset=utf-8",
};

/** The file under `root` that `relative` names, or null for anything that could step outside. */
export function safeJoin(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (!decoded || decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/");
  if (segments.some((s) => s === ".." || s === "." || s.startsWith("."))) return null;
  const full = path.resolve(root, ...segments.filter(Boolean));
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

export function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/storage/*", async (req, reply) => {
    const rest = (req.params as { "*": string })["*"];
    const file = safeJoin(ctx.config.uploadsDir, rest);
    const stat = file ? await lstat(file).catch(() => null) : null;
    // lstat, not stat: a symlink planted in uploads must not expose the rest of the disk.
    if (!file || !stat?.isFile()) throw ApiError.key(404, "not_found");
    const ext = path.extname(file).toLowerCase();
    const type = TYPES[ext] ?? "application/octet-stream";
    reply
      .header("Content-Type", type)
      .header("Content-Length", String(stat.size))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (!type.startsWith("image/")) {
      reply.header("Content-Disposition", `attachment; filename="${path.basename(file)}"`);
    }
    return reply.send(createReadStream(file));
  });
}
