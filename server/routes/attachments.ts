// A service request's attached file, for admins (registered behind the admin hook in app.ts).
// The file is named by the request's `file_path`, so only a stored attachment can be asked for,
// and it always goes out as a download in a sandbox: never rendered in anyone's origin.
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { notFound } from "../http/errors.js";
import { sentFields } from "../http/form.js";
import { v, validate } from "../http/validate.js";
import { contentTypeFor } from "../storage/index.js";
import { contentDisposition } from "../storage/names.js";

export function attachmentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/service_requests/file", async (req, reply) => {
    const query = sentFields(req.query);
    const { path: filePath } = validate(req.lang, query, { path: v.text({ max: 300 }) });
    const row = await ctx.db
      .selectFrom("service_requests")
      .select(["file_path", "file_name", "file_mime"])
      .where("file_path", "=", filePath)
      .executeTakeFirst();
    const file = row?.file_path ? await ctx.storage.open(row.file_path) : null;
    if (!row?.file_path || !file) throw notFound();
    return reply
      .header("Content-Type", row.file_mime ?? contentTypeFor(row.file_path).mime)
      .header("Content-Length", String(file.size))
      .header(
        "Content-Disposition",
        contentDisposition(row.file_name, path.posix.basename(row.file_path)),
      )
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, no-store")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .send(file.body);
  });
}
