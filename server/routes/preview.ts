// GET preview (docs/publishing.md, "Preview"): one record of a workflow entity whatever its
// status, for a signed preview link the app made. The apikey (checked for every call) and the
// link's signature, with the same key, are both required: the link alone names the record.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { item } from "../../core/contract/answers.js";
import { dashboardRecord } from "../../core/contract/records.js";
import { findEntity } from "../db/records.js";
import { ApiError, notFound } from "../http/errors.js";
import { lenient } from "../http/params.js";
import { route } from "../http/route.js";
import { CONTENT_ENTITIES } from "../../core/content/registry.js";
import { checkPreview } from "../../core/content/preview-signature.js";

export function previewRoutes(app: FastifyInstance, ctx: AppContext) {
  // The whole record, as the dashboard has it: the preview shows a draft with its status.
  const link = { e: lenient.text, id: lenient.text, lng: lenient.text, exp: lenient.text };
  const preview = {
    method: "GET",
    url: "/preview",
    query: { ...link, sig: lenient.text },
    answer: item(dashboardRecord),
  } as const;
  route(app, preview, async (_req, { query }) => {
    const check = checkPreview(ctx.config.apiKey, query);
    if (!check.ok) {
      throw check.reason === "expired"
        ? ApiError.key(410, "preview_expired")
        : ApiError.key(403, "preview_invalid");
    }
    const entity = CONTENT_ENTITIES[check.target.entity];
    const table = entity.table;
    if (!entity.workflow || table === "pages") throw ApiError.key(403, "preview_invalid");
    const data = await findEntity(ctx.db, table, check.target.id);
    if (!data) throw notFound();
    return { status: 200, data };
  });
}
