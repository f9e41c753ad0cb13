// Jobs: a tree (parent_id) with skills (ADR 0003). Writes and the paged admin list need an
// admin; a single job and the list of roots are public reads.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { adminOf, authenticateStaff } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { deleted, item, list, saved } from "../../core/contract/answers.js";
import { job, jobChoice, pageMeta } from "../../core/contract/records.js";
import { engineOf } from "../db/index.js";
import {
  auditView,
  findJob,
  parentChoices,
  presentJobs,
  wouldLoop,
  type JobRow,
} from "../db/jobs.js";
import { pagedRows } from "../db/paged.js";
import { claimStamp, keepStamp, sentStamp } from "../db/stamps.js";
import { ApiError, notFound } from "../http/errors.js";
import { LIST_QUERY, likeAny, listOf, pageMeta as pagingMeta } from "../http/paging.js";
import { lenient } from "../http/params.js";
import { route } from "../http/route.js";
import { Problems, v, validate, type Parsed } from "../http/validate.js";
import { t } from "../i18n/index.js";

const JOB = {
  ar_title: v.text({ max: 255 }),
  en_title: v.text({ max: 255 }),
  ar_description: v.html(),
  en_description: v.html(),
  // An update without the field keeps the parent: only an explicit empty value makes a root, so
  // no form or client that leaves the parent out detaches a job by accident.
  parent_id: v.clearable(v.int()),
  skills: v.list(v.int(), { max: 50 }),
};

// Form posts cannot send PUT or DELETE, so `_method` picks the action (Laravel style).
const METHOD = z.preprocess(
  (raw) => String((Array.isArray(raw) ? raw[0] : raw) ?? "put").toLowerCase(),
  z.enum(["put", "patch", "delete"], { errorMap: () => ({ message: "v_enum" }) }),
);

// Spec §7: the page's jobs and its figures inside `data`, as `data.data.data` and `data.data.total`.
const dashPage = item(pageMeta.extend({ data: z.array(job) })).extend({ meta: pageMeta });

async function saveJob(
  ctx: AppContext,
  req: FastifyRequest,
  input: Parsed<typeof JOB>,
  id?: number,
  stamp?: string,
) {
  const { db } = ctx;
  const { skills, parent_id: parentId, ...columns } = input;
  const problems = new Problems(req.lang);
  if (typeof parentId === "number") {
    const parent = await db
      .selectFrom("jobs")
      .select("id")
      .where("id", "=", parentId)
      .executeTakeFirst();
    if (!parent) problems.add("parent_id", "v_exists");
    else if (id && (await wouldLoop(db, id, parentId))) problems.add("parent_id", "job_own_parent");
  }
  const skillIds = [...new Set(skills)];
  if (skillIds.length) {
    const found = await db.selectFrom("skills").select("id").where("id", "in", skillIds).execute();
    if (found.length !== skillIds.length) problems.add("skills", "v_exists");
  }
  problems.throwIfAny();
  const keepParent = id !== undefined && parentId === undefined;
  const values = { ...columns, parent_id: keepParent ? undefined : (parentId ?? null) };
  const savedId = await db.transaction().execute(async (trx) => {
    let jobId = id;
    let previous: string | undefined;
    const before = id ? await auditView(trx, id) : null;
    if (jobId) {
      previous = await claimStamp(trx, req.lang, "jobs", jobId, stamp);
      await trx.updateTable("jobs").set(values).where("id", "=", jobId).execute();
    } else {
      const created = { ...values, updated_at: new Date().toISOString() };
      jobId = (
        await trx.insertInto("jobs").values(created).returning("id").executeTakeFirstOrThrow()
      ).id;
    }
    await trx.deleteFrom("job_skills").where("job_id", "=", jobId).execute();
    if (skillIds.length) {
      await trx
        .insertInto("job_skills")
        .values(skillIds.map((skill_id) => ({ job_id: jobId!, skill_id })))
        .execute();
    }
    const after = (await auditView(trx, jobId))!;
    const summary = summarize(before, after);
    if (previous !== undefined && summary === "") await keepStamp(trx, "jobs", jobId, previous);
    await recordAudit(trx, adminOf(req), {
      entity: "jobs",
      entityId: jobId,
      action: before ? "update" : "create",
      summary,
    });
    return jobId;
  });
  const data = await findJob(db, savedId);
  if (!data) throw notFound();
  return { status: 200, message: t(req.lang, "saved"), data };
}

async function deleteJob(ctx: AppContext, req: FastifyRequest, id: number) {
  const { db } = ctx;
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

export function jobRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const admin = (req: FastifyRequest) => authenticateStaff(req, db, ctx.config.tokenSecret, "jobs");

  const dash = {
    method: "POST",
    url: "/jobs/dash",
    before: admin,
    query: LIST_QUERY,
    queryInForm: true,
    answer: dashPage,
  } as const;
  route(app, dash, async (_req, { query }) => {
    const { page, q } = listOf(query);
    let base = db.selectFrom("jobs");
    if (q) base = base.where(likeAny(engineOf(db), ["ar_title", "en_title"], q));
    const whole = q ? undefined : { db, table: "jobs" as const };
    const { total, rows } = await pagedRows<JobRow>(base, page, "desc", whole);
    const meta = pagingMeta(total, page);
    return { status: 200, data: { data: await presentJobs(db, rows), ...meta }, meta };
  });

  // Every job that may be a parent, in tree order with its depth: the roots alone would leave a
  // moved job's parent out of the dashboard's select, and a save would then detach it.
  // `except` (the job being edited) drops that job and its descendants, the parents it may not take.
  const parents = {
    method: "POST",
    url: "/jobs/parents",
    query: { except: lenient.id },
    queryInForm: true,
    answer: list(jobChoice),
  } as const;
  route(app, parents, async (_req, { query: { except } }) => {
    const rows = await db
      .selectFrom("jobs")
      .select(["id", "parent_id", "ar_title", "en_title"])
      .orderBy("id")
      .execute();
    return { status: 200, data: parentChoices(rows, except ?? null) };
  });

  const one = {
    method: "GET",
    url: "/jobs/:id",
    params: { id: lenient.id },
    query: { admin: lenient.flag },
    answer: item(job.extend({ children: z.array(job) })),
  } as const;
  route(app, one, async (req, { params: { id }, query }) => {
    if (query.admin) await admin(req);
    const found = id ? await findJob(db, id) : undefined;
    if (!found) throw notFound();
    const children = await db
      .selectFrom("jobs")
      .selectAll()
      .where("parent_id", "=", found.id)
      .orderBy("id")
      .execute();
    return { status: 200, data: { ...found, children: await presentJobs(db, children) } };
  });

  const create = {
    method: "POST",
    url: "/jobs",
    before: admin,
    body: JOB,
    answer: saved(job),
  } as const;
  route(app, create, (req, { body }) => saveJob(ctx, req, body));

  route(
    app,
    {
      method: "POST",
      url: "/jobs/:id",
      params: { id: lenient.id },
      before: async (req, { id }) => {
        await admin(req);
        const found = id
          ? await db.selectFrom("jobs").select("id").where("id", "=", id).executeTakeFirst()
          : undefined;
        if (!found) throw notFound();
        return found.id;
      },
      query: { _method: METHOD },
      queryInForm: true,
      answer: z.union([saved(job), deleted]),
    },
    // The job's fields are checked once `_method` says it is an update.
    async (req, { before: id, query, fields }) =>
      query._method === "delete"
        ? deleteJob(ctx, req, id)
        : saveJob(ctx, req, validate(req.lang, fields, JOB), id, sentStamp(fields.updated_at)),
  );
}
