// Jobs: a tree (parent_id) with skills (ADR 0003). Writes and the paged admin list need an
// admin; a single job and the list of roots are public reads.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { adminOf, authenticateStaff } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { engineOf, type Db } from "../db/index.js";
import { pagedRows } from "../db/paged.js";
import { ApiError, notFound } from "../http/errors.js";
import { readForm } from "../http/form.js";
import { likeAny, pageMeta } from "../http/paging.js";
import { idOf, listParams } from "../http/params.js";
import { Problems, v, validate } from "../http/validate.js";
import { t } from "../i18n/index.js";

type JobRow = {
  id: number;
  parent_id: number | null;
  ar_title: string;
  en_title: string;
  ar_description: string;
  en_description: string;
  created_at: string;
};

async function presentJobs(db: Db, rows: JobRow[]) {
  const ids = rows.map((r) => r.id);
  const skills = ids.length
    ? await db
        .selectFrom("job_skills")
        .innerJoin("skills", "skills.id", "job_skills.skill_id")
        .select(["job_skills.job_id", "skills.id", "skills.ar_name", "skills.en_name"])
        .where("job_skills.job_id", "in", ids)
        .orderBy("skills.id")
        .execute()
    : [];
  const parentIds = [
    ...new Set(rows.map((r) => r.parent_id).filter((p): p is number => p !== null)),
  ];
  const parents = parentIds.length
    ? await db
        .selectFrom("jobs")
        .select(["id", "ar_title", "en_title"])
        .where("id", "in", parentIds)
        .execute()
    : [];
  const children = ids.length
    ? await db
        .selectFrom("jobs")
        .select(["parent_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("parent_id", "in", ids)
        .groupBy("parent_id")
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    parent: parents.find((p) => p.id === row.parent_id) ?? null,
    skills: skills.filter((s) => s.job_id === row.id).map(({ job_id: _j, ...s }) => s),
    children_count: Number(children.find((c) => c.parent_id === row.id)?.n ?? 0),
  }));
}

async function findJob(db: Db, id: number) {
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await presentJobs(db, [row]))[0] : undefined;
}

/** True when making `parentId` the parent of `id` would close a loop in the tree. */
async function wouldLoop(db: Db, id: number, parentId: number): Promise<boolean> {
  let cursor: number | null = parentId;
  for (let depth = 0; cursor !== null && depth < 1000; depth++) {
    if (cursor === id) return true;
    const row: { parent_id: number | null } | undefined = await db
      .selectFrom("jobs")
      .select("parent_id")
      .where("id", "=", cursor)
      .executeTakeFirst();
    cursor = row?.parent_id ?? null;
  }
  return false;
}

type ParentRow = { id: number; parent_id: number | null; ar_title: string; en_title: string };

/** Depth-first order (children after their parent), without `except` and everything under it. */
export function parentChoices(rows: ParentRow[], except: number | null) {
  const byParent = new Map<number | null, ParentRow[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    // A parent that no longer exists makes its child a root here rather than unreachable.
    const key = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  const out: (ParentRow & { depth: number })[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const row of byParent.get(parent) ?? []) {
      if (row.id === except || seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ ...row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A job's columns and skill ids, as the audit log compares them before and after a write. */
async function auditView(db: Db, id: number): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const skills = await db
    .selectFrom("job_skills")
    .select("skill_id")
    .where("job_id", "=", id)
    .orderBy("skill_id")
    .execute();
  const { id: _id, created_at: _c, ...columns } = row;
  return { ...columns, skills: skills.map((s) => s.skill_id) };
}

const schema = {
  ar_title: v.text({ max: 255 }),
  en_title: v.text({ max: 255 }),
  ar_description: v.html(),
  en_description: v.html(),
  parent_id: v.optional(v.int()),
  skills: v.list(v.int(), { max: 50 }),
};

async function saveJob(
  ctx: AppContext,
  req: FastifyRequest,
  fields: Record<string, string | string[]>,
  id?: number,
) {
  const { db } = ctx;
  const input = validate(req.lang, fields, schema);
  const problems = new Problems(req.lang);
  if (input.parent_id !== undefined) {
    const parent = await db
      .selectFrom("jobs")
      .select("id")
      .where("id", "=", input.parent_id)
      .executeTakeFirst();
    if (!parent) problems.add("parent_id", "v_exists");
    else if (id && (await wouldLoop(db, id, input.parent_id)))
      problems.add("parent_id", "job_own_parent");
  }
  const skillIds = [...new Set(input.skills)];
  if (skillIds.length) {
    const found = await db.selectFrom("skills").select("id").where("id", "in", skillIds).execute();
    if (found.length !== skillIds.length) problems.add("skills", "v_exists");
  }
  problems.throwIfAny();
  const { skills: _s, ...columns } = input;
  // An update without the field keeps the parent: only an explicit empty value makes a root, so
  // no form or client that leaves the parent out detaches a job by accident.
  const keepParent = id !== undefined && !("parent_id" in fields);
  const values = keepParent
    ? { ...columns, parent_id: undefined }
    : { ...columns, parent_id: input.parent_id ?? null };
  const savedId = await db.transaction().execute(async (trx) => {
    let jobId = id;
    const before = id ? await auditView(trx, id) : null;
    if (jobId) await trx.updateTable("jobs").set(values).where("id", "=", jobId).execute();
    else
      jobId = (
        await trx.insertInto("jobs").values(values).returning("id").executeTakeFirstOrThrow()
      ).id;
    await trx.deleteFrom("job_skills").where("job_id", "=", jobId).execute();
    if (skillIds.length) {
      await trx
        .insertInto("job_skills")
        .values(skillIds.map((skill_id) => ({ job_id: jobId!, skill_id })))
        .execute();
    }
    const after = (await auditView(trx, jobId))!;
    await recordAudit(trx, adminOf(req), {
      entity: "jobs",
      entityId: jobId,
      action: before ? "update" : "create",
      summary: summarize(before, after),
    });
    return jobId;
  });
  return { status: 200, message: t(req.lang, "saved"), data: await findJob(db, savedId) };
}

export function jobRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const admin = (req: FastifyRequest) => authenticateStaff(req, db, ctx.config.tokenSecret, "jobs");

  app.post("/jobs/dash", async (req) => {
    await admin(req);
    const { page, q } = await listParams(req);
    let base = db.selectFrom("jobs");
    if (q) base = base.where(likeAny(engineOf(db), ["ar_title", "en_title"], q));
    const whole = q ? undefined : { db, table: "jobs" as const };
    const { total, rows } = await pagedRows<JobRow>(base, page, "desc", whole);
    const meta = pageMeta(total, page);
    return { status: 200, data: { data: await presentJobs(db, rows), ...meta }, meta };
  });

  // Every job that may be a parent, in tree order with its depth: the roots alone would leave a
  // moved job's parent out of the dashboard's select, and a save would then detach it.
  // `except` (the job being edited) drops that job and its descendants, the parents it may not take.
  app.post("/jobs/parents", async (req) => {
    const { fields } = await readForm(req);
    const query = req.query as Record<string, unknown>;
    const except = idOf(query.except ?? fields.except);
    const rows = await db
      .selectFrom("jobs")
      .select(["id", "parent_id", "ar_title", "en_title"])
      .orderBy("id")
      .execute();
    return { status: 200, data: parentChoices(rows, except ?? null) };
  });

  app.get("/jobs/:id", async (req) => {
    const query = req.query as Record<string, unknown>;
    if (query.admin === "true" || query.admin === "1") await admin(req);
    const id = idOf((req.params as Record<string, unknown>).id);
    const job = id ? await findJob(db, id) : undefined;
    if (!job) throw notFound();
    const children = await db
      .selectFrom("jobs")
      .selectAll()
      .where("parent_id", "=", job.id)
      .orderBy("id")
      .execute();
    return { status: 200, data: { ...job, children: await presentJobs(db, children) } };
  });

  app.post("/jobs", async (req) => {
    await admin(req);
    const { fields } = await readForm(req);
    return saveJob(ctx, req, fields);
  });

  // Form posts cannot send PUT or DELETE, so `_method` picks the action (Laravel style).
  app.post("/jobs/:id", async (req) => {
    await admin(req);
    const { fields } = await readForm(req);
    const id = idOf((req.params as Record<string, unknown>).id);
    const job = id
      ? await db.selectFrom("jobs").select("id").where("id", "=", id).executeTakeFirst()
      : undefined;
    if (!id || !job) throw notFound();
    const rawMethod = fields._method ?? (req.query as Record<string, unknown>)._method;
    const method = String(
      Array.isArray(rawMethod) ? rawMethod[0] : (rawMethod ?? "put"),
    ).toLowerCase();
    if (method === "delete") {
      const child = await db
        .selectFrom("jobs")
        .select("id")
        .where("parent_id", "=", id)
        .executeTakeFirst();
      if (child) throw ApiError.key(422, "job_has_children");
      await db.transaction().execute(async (trx) => {
        const before = await auditView(trx, id);
        await trx.deleteFrom("jobs").where("id", "=", id).execute();
        await recordAudit(trx, adminOf(req), {
          entity: "jobs",
          entityId: id,
          action: "delete",
          summary: summarize(before, null),
        });
      });
      return { status: 200, message: t(req.lang, "deleted"), data: { id } };
    }
    if (method !== "put" && method !== "patch") {
      throw ApiError.fields({ _method: [t(req.lang, "v_enum", { field: "_method" })] });
    }
    return saveJob(ctx, req, fields, id);
  });
}
