// dashboard/{entity}/save and dashboard/{entity}/delete for the content entities. One flow for
// all: validate fields, check references, store images, write in one transaction, then drop the
// files the record no longer uses. A 4xx at any step leaves no row and no file.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { adminOf } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { done, saved } from "../../core/contract/answers.js";
import { dashboardRecord } from "../../core/contract/records.js";
import { replaceImages } from "../db/image-rows.js";
import { deleteRecord } from "../db/delete-record.js";
import { refreshListKeys } from "../db/list-keys.js";
import { isSlugTable, settleSlugs } from "../db/slugs.js";
import { purgeSometimes } from "../db/revision-purge.js";
import { keepRevision, unusedFiles } from "../db/revisions.js";
import { claimStamp, keepStamp, sentStamp } from "../db/stamps.js";
import { CONTENT, type ContentSpec, type Input } from "../db/content-specs.js";
import {
  editedStamps,
  fillDraftFields,
  LANGS,
  readPublishing,
  withoutDefaults,
} from "../db/publishing.js";
import { entityOf, findEntity, loose, type EntityName } from "../db/records.js";
import { notFound } from "../http/errors.js";
import type { Form } from "../http/form.js";
import { route } from "../http/route.js";
import { discardFiles, storeImages, withFiles } from "../http/uploads.js";
import { checkFields } from "../http/field-check.js";
import { Problems, v } from "../http/validate.js";
import { t } from "../i18n/index.js";

const ONE = { id: v.int() };
/** Without an id, a new record. The entity's own fields are checked by the handler: a language
 * saved as a draft may leave its fields empty (docs/publishing.md). */
const SAVE = { id: v.optional(v.int()) };

async function save(
  ctx: AppContext,
  spec: ContentSpec,
  req: FastifyRequest,
  { id, fields, files }: Form & { id?: number },
) {
  // Workflow entities: statuses per language and a publish time (docs/publishing.md).
  const workflow = spec.entity?.workflow ? spec.entity : undefined;
  const publishing = workflow ? readPublishing(req.lang, fields) : undefined;
  const drafts = LANGS.filter((lang) => publishing?.[`${lang}_status`] === "draft");
  const input: Input = checkFields(req.lang, fields, spec.fields, { isNew: !id, drafts });
  // Any of the content tables: their rows are read and written as loose records here.
  const table: string = spec.table;
  const before = id
    ? await loose(ctx.db).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()
    : undefined;
  if (id && !before) throw notFound();
  const problems = new Problems(req.lang);
  await spec.check?.(ctx.db, input, fields, problems, id);
  problems.throwIfAny();
  const images = spec.images
    ? await storeImages(ctx, req.lang, files.image, "image", spec.table, spec.images.max)
    : [];
  const { requirements: _r, ...columns } = input;
  let stamps = {};
  if (workflow && publishing) {
    fillDraftFields(workflow, columns);
    stamps = editedStamps(workflow, columns, before);
    Object.assign(columns, publishing);
  }
  let old: string[] = [];
  const savedId = await withFiles(
    ctx,
    images.map((i) => i.path),
    () =>
      ctx.db.transaction().execute(async (trx) => {
        let rowId = id;
        let previous: string | undefined;
        const oldChildren = id && spec.children ? await spec.children.read(trx, id) : "[]";
        if (rowId) {
          // First: a form opened before the last change is refused (server/db/stamps.ts).
          const sent = sentStamp(fields.updated_at);
          previous = await claimStamp(trx, req.lang, spec.table, rowId, sent);
          await loose(trx)
            .updateTable(table)
            .set({ ...columns, ...stamps })
            .where("id", "=", rowId)
            .execute();
        } else {
          const row = await loose(trx)
            .insertInto(table)
            .values({ ...columns, ...stamps, updated_at: new Date().toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          rowId = row.id;
        }
        await spec.after?.(trx, rowId, input);
        const tools = entityOf(spec.table).tools;
        if (tools) await refreshListKeys(trx, tools, [rowId]);
        if (isSlugTable(spec.table)) await settleSlugs(trx, spec.table, [rowId], before);
        // Sending no new image keeps the current ones; sending any replaces them all.
        if (images.length) old = await replaceImages(trx, spec.table, rowId, images);
        const extra = images.length ? ["image"] : [];
        if (spec.children && (await spec.children.read(trx, rowId)) !== oldChildren)
          extra.push(spec.children.name);
        const was = before
          ? Object.fromEntries(Object.keys(columns).map((k) => [k, before[k]]))
          : null;
        const summary = summarize(was, before ? columns : withoutDefaults(columns), extra);
        const action = before ? "update" : "create";
        if (previous !== undefined && summary === "")
          await keepStamp(trx, spec.table, rowId, previous);
        await recordAudit(trx, adminOf(req), {
          entity: spec.table,
          entityId: rowId,
          action,
          summary,
        });
        // The record as it now stands, for its history (docs/publishing.md).
        await keepRevision(trx, adminOf(req), {
          table: spec.table,
          recordId: rowId,
          action,
          summary,
        });
        return rowId;
      }),
  );
  // Replaced pictures stay while a revision names them (restoring brings them back).
  await discardFiles(ctx, req.log, await unusedFiles(ctx.db, old));
  const data = await findEntity(ctx.db, spec.table, savedId);
  if (!data) throw notFound();
  return { status: 200, message: t(req.lang, "saved"), data };
}

/** Deletes a record with its images (content) or its attachment (service requests). */
async function remove(ctx: AppContext, table: EntityName, req: FastifyRequest, id: number) {
  const files = await deleteRecord(ctx.db, adminOf(req), table, id);
  await discardFiles(ctx, req.log, files);
  purgeSometimes(ctx.db, ctx.storage, req.log);
  return { status: 200, message: t(req.lang, "deleted") };
}

export function dashboardContentRoutes(app: FastifyInstance, ctx: AppContext) {
  const removing = (table: EntityName, url: string) =>
    route(app, { method: "POST", url, body: ONE, answer: done }, (req, { body }) =>
      remove(ctx, table, req, body.id),
    );
  for (const spec of CONTENT) {
    const saving = {
      method: "POST",
      url: `/${spec.route}/save`,
      body: SAVE,
      answer: saved(dashboardRecord),
    } as const;
    route(app, saving, (req, { body, fields, files }) =>
      save(ctx, spec, req, { id: body.id, fields, files }),
    );
    removing(spec.table, `/${spec.route}/delete`);
  }
  for (const table of ["contact_messages", "service_requests"] as const) {
    removing(table, `/${table}/delete`);
  }
}
