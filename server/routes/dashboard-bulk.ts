// POST dashboard/{entity}/bulk (action, ids[]) for the content lists (docs/conventions.md, "List
// tools"): the action applies to each chosen record on its own, as the one-record call would, so
// each change has its own audit entry and a record something still uses is left with its reason
// while the others go ahead. Publishing follows the save form's Publish (docs/publishing.md).
// Admins only, like every dashboard route (app.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LIST_TOOLS, type ListTools } from "../../core/dashboard/list-tools.js";
import { adminOf } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { saved } from "../../core/contract/answers.js";
import { bulkOutcome, type BulkOutcome } from "../../core/contract/records.js";
import { deleteRecord } from "../db/delete-record.js";
import { publishRecord } from "../db/publish-record.js";
import { purgeSometimes } from "../db/revision-purge.js";
import { loose } from "../db/records.js";
import { ApiError } from "../http/errors.js";
import { route } from "../http/route.js";
import { discardFiles } from "../http/uploads.js";
import { v, type Parsed } from "../http/validate.js";
import { t, type Lang } from "../i18n/index.js";

export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
type BulkAction = (typeof BULK_ACTIONS)[number];

const BULK = {
  action: v.oneOf(BULK_ACTIONS),
  ids: v.list(v.int(), { max: 100 }).refine((ids) => ids.length > 0, "v_required"),
};

async function nameOf(ctx: AppContext, tools: ListTools, id: number, lang: Lang) {
  const row = await loose(ctx.db)
    .selectFrom(tools.table)
    .select(["ar_name", "en_name"])
    .where("id", "=", id)
    .executeTakeFirst();
  return String(row?.[`${lang}_name`] ?? `#${id}`);
}

async function applyOne(
  ctx: AppContext,
  req: FastifyRequest,
  tools: ListTools,
  action: BulkAction,
  id: number,
): Promise<boolean> {
  switch (action) {
    case "delete": {
      const files = await deleteRecord(ctx.db, adminOf(req), tools.table, id);
      await discardFiles(ctx, req.log, files);
      purgeSometimes(ctx.db, ctx.storage, req.log);
      return true;
    }
    case "publish":
    case "unpublish":
      await publishRecord(ctx.db, adminOf(req), tools.table, id, action);
      return true;
  }
}

async function bulk(
  ctx: AppContext,
  tools: ListTools,
  req: FastifyRequest,
  reply: FastifyReply,
  { action, ids }: Parsed<typeof BULK>,
) {
  let done = 0;
  let missing = 0;
  // A chosen record that was left as it was, and why, in the request's language.
  const skipped: BulkOutcome["skipped"] = [];
  for (const id of new Set(ids)) {
    try {
      if (await applyOne(ctx, req, tools, action, id)) done += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) {
        missing += 1;
        continue;
      }
      const name = await nameOf(ctx, tools, id, req.lang);
      const reason =
        error.body.kind === "key" ? t(req.lang, error.body.key, error.body.params) : "";
      skipped.push({ id, message: t(req.lang, "bulk_skipped", { name, reason }) });
    }
  }
  const lines = [t(req.lang, `bulk_done_${action}`, { count: done })];
  if (missing) lines.push(t(req.lang, "bulk_missing", { count: missing }));
  lines.push(...skipped.map((s) => s.message));
  // Nothing done at all is the caller's to fix: the reasons come back as a 422.
  const status = done === 0 ? 422 : 200;
  reply.code(status);
  return { status, message: lines.join(" "), data: { done, missing, skipped } };
}

export function dashboardBulkRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [path, tools] of Object.entries(LIST_TOOLS)) {
    const spec = {
      method: "POST",
      url: `/${path}/bulk`,
      body: BULK,
      answer: saved(bulkOutcome),
    } as const;
    route(app, spec, (req, { body }, reply) => bulk(ctx, tools, req, reply, body));
  }
}
