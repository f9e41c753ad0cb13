// A content record's history (the fixed pages' too) and the trash (docs/publishing.md, "History and undo delete"):
// dashboard/{entity}/revisions lists a record's revisions, .../revision answers one with the
// record as it then stood (the edit screen's comparison), .../restore puts one back (an undo
// delete when it is a deleted record's last), .../deleted lists what was deleted in the last 30
// days. The staff check of every dashboard route applies (app.ts): editors may, as with saves.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminOf } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { item, list, saved } from "../../core/contract/answers.js";
import {
  deletedRecord,
  revision as revisionRecord,
  revisionSnapshot,
} from "../../core/contract/history.js";
import { dashboardRecord } from "../../core/contract/records.js";
import { findEntity } from "../db/records.js";
import { restoreRevision } from "../db/restore-revision.js";
import {
  findRevision,
  HISTORY,
  listDeleted,
  listRevisions,
  type HistorySpec,
} from "../db/revisions.js";
import { notFound } from "../http/errors.js";
import { route } from "../http/route.js";
import { discardFiles } from "../http/uploads.js";
import { v, type Parsed } from "../http/validate.js";
import { t } from "../i18n/index.js";

const ONE = { id: v.int() };
const REVISION = { id: v.int(), revision: v.int() };

async function revisions(ctx: AppContext, spec: HistorySpec, { id }: Parsed<typeof ONE>) {
  return { status: 200, data: await listRevisions(ctx.db, spec.table, id) };
}

async function revision(
  ctx: AppContext,
  spec: HistorySpec,
  { id, revision }: Parsed<typeof REVISION>,
) {
  const found = await findRevision(ctx.db, spec.table, id, revision);
  if (!found) throw notFound();
  const { snapshot, ...rest } = found;
  return { status: 200, data: { ...rest, record: snapshot } };
}

async function restore(
  ctx: AppContext,
  spec: HistorySpec,
  req: FastifyRequest,
  { id, revision }: Parsed<typeof REVISION>,
) {
  const files = await restoreRevision(ctx.db, adminOf(req), spec, id, revision);
  await discardFiles(ctx, req.log, files);
  const data =
    spec.table === "pages"
      ? await ctx.db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst()
      : await findEntity(ctx.db, spec.table, id);
  if (!data) throw notFound();
  return { status: 200, message: t(req.lang, "restored"), data };
}

async function deleted(ctx: AppContext, spec: HistorySpec) {
  return { status: 200, data: await listDeleted(ctx.db, spec.table) };
}

export function dashboardRevisionRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const spec of HISTORY) {
    const at = (name: string) => ({ method: "POST", url: `/${spec.route}/${name}` }) as const;
    const answer = list(revisionRecord);
    route(app, { ...at("revisions"), body: ONE, answer }, (_req, { body }) =>
      revisions(ctx, spec, body),
    );
    route(
      app,
      { ...at("revision"), body: REVISION, answer: item(revisionSnapshot) },
      (_req, { body }) => revision(ctx, spec, body),
    );
    route(
      app,
      { ...at("restore"), body: REVISION, answer: saved(dashboardRecord) },
      (req, { body }) => restore(ctx, spec, req, body),
    );
    // The fixed pages are never deleted.
    if (spec.entity?.deletable)
      route(app, { ...at("deleted"), answer: list(deletedRecord) }, () => deleted(ctx, spec));
  }
}
