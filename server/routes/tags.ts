// Tags ("titledesc"): title and description entries grouped by a table name (ADR 0003).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { authenticateStaff } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { done, list, paged, saved, served } from "../../core/contract/answers.js";
import { tag } from "../../core/contract/records.js";
import { listEntity } from "../db/records.js";
import { claimStamp, keepStamp, sentStamp, stampOf } from "../db/stamps.js";
import { LIST_QUERY, listOf } from "../http/paging.js";
import { lenient } from "../http/params.js";
import { route } from "../http/route.js";
import { Problems, v } from "../http/validate.js";
import { t } from "../i18n/index.js";
import { notFound } from "../http/errors.js";

const TABLE = /^[a-z][a-z0-9_]{0,49}$/;
const SUGGESTIONS = 20;
// Query and form alike, each field optional: the tags input asks with whatever it has.
const FIND = { ...LIST_QUERY, table: lenient.text, title: lenient.text, admin: lenient.flag };
const SAVE = {
  id: v.optional(v.int()),
  table: v.text({ max: 50 }),
  title: v.text({ max: 255 }),
  description: v.optional(v.text({ max: 2000 })),
};
// The admin's paged view also states its total at the top (ADR 0003).
const found = z.union([paged(served(tag)).extend({ total: z.number() }), list(served(tag))]);

export function tagRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const admin = (req: FastifyRequest) =>
    authenticateStaff(req, db, ctx.config.tokenSecret, "content");

  const find = {
    method: "POST",
    url: "/titledesc",
    query: FIND,
    queryInForm: true,
    answer: found,
  } as const;
  route(app, find, async (req, { query }) => {
    const { table } = query;
    const { page, q } = listOf(query);
    const title = query.title ?? q;
    // Every stored table name passes TABLE (titledesc/save), so any other one matches no row;
    // it is not sent as is, because PostgreSQL refuses a NUL in text where SQLite finds nothing.
    const filters: Record<string, string> = table
      ? { table_name: TABLE.test(table) ? table : "" }
      : {};
    if (query.admin) {
      // The paged admin view (with descriptions) is a dashboard screen.
      await admin(req);
      const result = await listEntity(db, "tags", { page, q: title, filters });
      return { status: 200, data: result.data, total: result.meta.total, meta: result.meta };
    }
    // The tags input: suggestions for what was typed, newest first.
    const result = await listEntity(db, "tags", {
      page: { page: 1, perPage: SUGGESTIONS, offset: 0 },
      q: title,
      filters,
    });
    return { status: 200, data: result.data };
  });

  const save = {
    method: "POST",
    url: "/titledesc/save",
    before: admin,
    body: SAVE,
    answer: saved(tag),
  } as const;
  route(app, save, async (req, { before: { user }, body: input, fields }) => {
    const { id } = input;
    const problems = new Problems(req.lang);
    if (!TABLE.test(input.table)) problems.add("table", "v_invalid");
    problems.throwIfAny();
    const values = {
      table_name: input.table,
      title: input.title,
      description: input.description ?? null,
    };
    const savedId = await db.transaction().execute(async (trx) => {
      const before = id
        ? await trx.selectFrom("tags").selectAll().where("id", "=", id).executeTakeFirst()
        : undefined;
      if (id && !before) throw notFound();
      let rowId = before?.id;
      let previous: string | undefined;
      if (rowId) {
        previous = await claimStamp(trx, req.lang, "tags", rowId, sentStamp(fields.updated_at));
        await trx.updateTable("tags").set(values).where("id", "=", rowId).execute();
      } else {
        const created = { ...values, updated_at: new Date().toISOString() };
        rowId = (
          await trx.insertInto("tags").values(created).returning("id").executeTakeFirstOrThrow()
        ).id;
      }
      const shape = (row: typeof values) => ({
        table: row.table_name,
        title: row.title,
        description: row.description,
      });
      const summary = summarize(before ? shape(before) : null, shape(values));
      if (previous !== undefined && summary === "") await keepStamp(trx, "tags", rowId, previous);
      await recordAudit(trx, user, {
        entity: "tags",
        entityId: rowId,
        action: before ? "update" : "create",
        summary,
      });
      return rowId;
    });
    const row = await db
      .selectFrom("tags")
      .selectAll()
      .where("id", "=", savedId)
      .executeTakeFirstOrThrow();
    const { table_name, ...rest } = row;
    const data = { ...rest, table: table_name, updated_at: stampOf(row) };
    return { status: 200, message: t(req.lang, "saved"), data };
  });

  const remove = {
    method: "POST",
    url: "/titledesc/delete",
    before: admin,
    body: { id: v.int() },
    answer: done,
  } as const;
  route(app, remove, async (req, { before: { user }, body: { id } }) => {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("tags").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw notFound();
      await trx.deleteFrom("tags").where("id", "=", id).execute();
      await recordAudit(trx, user, {
        entity: "tags",
        entityId: id,
        action: "delete",
        summary: summarize({ table: row.table_name, title: row.title }, null),
      });
    });
    return { status: 200, message: t(req.lang, "deleted") };
  });
}
