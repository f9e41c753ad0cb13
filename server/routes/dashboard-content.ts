// dashboard/{entity}/save and dashboard/{entity}/delete for the content entities. One flow for
// all: validate fields, check references, store images, write in one transaction, then drop the
// files the record no longer uses. A 4xx at any step leaves no row and no file.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { adminOf } from "../auth/session.js";
import type { AppContext } from "../context.js";
import type { Db } from "../db/index.js";
import { replaceImages } from "../db/image-rows.js";
import { deleteRecord } from "../db/delete-record.js";
import { refreshListKeys } from "../db/list-keys.js";
import { ENTITIES, findEntity, loose, type EntityName } from "../db/records.js";
import { notFound } from "../http/errors.js";
import { readForm, type FieldValue } from "../http/form.js";
import { optionalId } from "../http/params.js";
import { discardFiles, storeImages, withFiles } from "../http/uploads.js";
import { Problems, v, validate, type Rule } from "../http/validate.js";
import { t } from "../i18n/index.js";

type Input = Record<string, unknown>;
type Check = (
  db: Db,
  input: Input,
  fields: Record<string, FieldValue>,
  problems: Problems,
  /** The record being updated; undefined on a create. */
  id: number | undefined,
) => Promise<void>;

type ContentSpec = {
  table: "categories" | "services" | "projects" | "posts" | "faqs" | "skills" | "team_members";
  /** The path under dashboard/ when it is not the table's name. */
  route?: string;
  schema: Record<string, Rule<unknown>>;
  images?: { max: number };
  check?: Check;
  /** Rows of child tables written in the same transaction (post requirements). */
  after?: (trx: Db, id: number, input: Input) => Promise<void>;
  /** Those rows as one comparable text, and their name in the audit log's summary. */
  children?: { name: string; read: (db: Db, id: number) => Promise<string> };
};

const MAX_IMAGES = 10;
const names = { ar_name: v.text({ max: 255 }), en_name: v.text({ max: 255 }) };
const info = { ar_info: v.html(), en_info: v.html() };

async function exists(db: Db, table: "categories" | "services", id: number) {
  return Boolean(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
}

function referenceCheck(
  field: "category_id" | "service_id",
  table: "categories" | "services",
): Check {
  return async (db, input, _fields, problems) => {
    if (!(await exists(db, table, input[field] as number))) problems.add(field, "v_exists");
  };
}

const list = (raw: FieldValue | undefined) =>
  Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];

/** Requirements arrive as two parallel lists; a pair with one side empty is an error. */
const checkRequirements: Check = async (_db, input, fields, problems) => {
  const ar = list(fields.ar_requirements).map((s) => s.trim());
  const en = list(fields.en_requirements).map((s) => s.trim());
  const pairs: [string, string][] = [];
  for (let i = 0; i < Math.max(ar.length, en.length); i++) {
    const a = ar[i] ?? "";
    const e = en[i] ?? "";
    if (!a && !e) continue;
    if (!a || !e) return problems.add("ar_requirements", "v_pairs");
    if ([...a].length > 255 || [...e].length > 255)
      return problems.add("ar_requirements", "v_max", { max: 255 });
    pairs.push([a, e]);
  }
  if (pairs.length > 30) return problems.add("ar_requirements", "v_too_many", { max: 30 });
  input.requirements = pairs;
};

/** A member saved without a place in the order goes last; an update without one keeps it. */
const placeMember: Check = async (db, input, _fields, _problems, id) => {
  if (input.sort !== undefined) return;
  if (id) {
    delete input.sort;
    return;
  }
  const row = await db
    .selectFrom("team_members")
    .select((eb) => eb.fn.max("sort").as("last"))
    .executeTakeFirst();
  input.sort = row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
};

export const CONTENT: Record<ContentSpec["table"], ContentSpec> = {
  categories: {
    table: "categories",
    schema: names,
    images: { max: 1 },
  },
  services: {
    table: "services",
    schema: { ...names, ...info, category_id: v.int() },
    images: { max: MAX_IMAGES },
    check: referenceCheck("category_id", "categories"),
  },
  projects: {
    table: "projects",
    schema: {
      ...names,
      ...info,
      service_id: v.int(),
      link: v.optional(v.url()),
      skills: v.optional(v.text({ max: 500 })),
    },
    images: { max: MAX_IMAGES },
    check: referenceCheck("service_id", "services"),
  },
  posts: {
    table: "posts",
    schema: { ...names, ...info },
    images: { max: 1 },
    check: checkRequirements,
    children: {
      name: "requirements",
      read: async (db, id) =>
        JSON.stringify(
          await db
            .selectFrom("post_requirements")
            .select(["ar_requirement", "en_requirement"])
            .where("post_id", "=", id)
            .orderBy("position")
            .execute(),
        ),
    },
    after: async (trx, id, input) => {
      await trx.deleteFrom("post_requirements").where("post_id", "=", id).execute();
      const pairs = input.requirements as [string, string][];
      if (!pairs.length) return;
      await trx
        .insertInto("post_requirements")
        .values(
          pairs.map(([ar, en], position) => ({
            post_id: id,
            position,
            ar_requirement: ar,
            en_requirement: en,
          })),
        )
        .execute();
    },
  },
  faqs: {
    table: "faqs",
    schema: { ...names, ar_answer: v.html(), en_answer: v.html() },
  },
  skills: { table: "skills", schema: names },
  team_members: {
    table: "team_members",
    route: "team",
    schema: {
      ...names,
      ar_role: v.text({ max: 255 }),
      en_role: v.text({ max: 255 }),
      sort: v.optional(v.int({ min: 0, max: 1_000_000 })),
    },
    images: { max: 1 },
    check: placeMember,
  },
};

async function save(ctx: AppContext, spec: ContentSpec, req: FastifyRequest) {
  const { fields, files } = await readForm(req);
  const id = optionalId(req, fields);
  const input: Input = validate(req.lang, fields, spec.schema);
  const before = id
    ? await loose(ctx.db).selectFrom(spec.table).selectAll().where("id", "=", id).executeTakeFirst()
    : undefined;
  if (id && !before) throw notFound();
  const problems = new Problems(req.lang);
  await spec.check?.(ctx.db, input, fields, problems, id);
  problems.throwIfAny();
  const images = spec.images
    ? await storeImages(ctx, req.lang, files.image, "image", spec.table, spec.images.max)
    : [];
  const { requirements: _r, ...columns } = input;
  let old: string[] = [];
  const savedId = await withFiles(
    ctx,
    images.map((i) => i.path),
    () =>
      ctx.db.transaction().execute(async (trx) => {
        let rowId = id;
        const oldChildren = id && spec.children ? await spec.children.read(trx, id) : "[]";
        if (rowId) {
          await loose(trx).updateTable(spec.table).set(columns).where("id", "=", rowId).execute();
        } else {
          const row = await loose(trx)
            .insertInto(spec.table)
            .values(columns)
            .returning("id")
            .executeTakeFirstOrThrow();
          rowId = row.id as number;
        }
        await spec.after?.(trx, rowId, input);
        const tools = ENTITIES[spec.table].tools;
        if (tools) await refreshListKeys(trx, tools, [rowId]);
        // Sending no new image keeps the current ones; sending any replaces them all.
        if (images.length) old = await replaceImages(trx, spec.table, rowId, images);
        const extra = images.length ? ["image"] : [];
        if (spec.children && (await spec.children.read(trx, rowId)) !== oldChildren)
          extra.push(spec.children.name);
        const was = before
          ? Object.fromEntries(Object.keys(columns).map((k) => [k, before[k]]))
          : null;
        await recordAudit(trx, adminOf(req), {
          entity: spec.table,
          entityId: rowId,
          action: before ? "update" : "create",
          summary: summarize(was, columns, extra),
        });
        return rowId;
      }),
  );
  await discardFiles(ctx, req.log, old);
  return {
    status: 200,
    message: t(req.lang, "saved"),
    data: await findEntity(ctx.db, spec.table, savedId),
  };
}

/** Deletes a record with its images (content) or its attachment (service requests). */
async function remove(ctx: AppContext, table: EntityName, req: FastifyRequest) {
  const { fields } = await readForm(req);
  const { id } = validate(req.lang, fields, { id: v.int() });
  const files = await deleteRecord(ctx.db, adminOf(req), table, id);
  await discardFiles(ctx, req.log, files);
  return { status: 200, message: t(req.lang, "deleted") };
}

export function dashboardContentRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const spec of Object.values(CONTENT)) {
    const route = spec.route ?? spec.table;
    app.post(`/${route}/save`, (req) => save(ctx, spec, req));
    app.post(`/${route}/delete`, (req) => remove(ctx, spec.table, req));
  }
  for (const table of ["contact_messages", "service_requests"] as const) {
    app.post(`/${table}/delete`, (req) => remove(ctx, table, req));
  }
}
