// Dashboard lists (POST dashboard/{entity}?page=n), read marks for the inbox, and statistics.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AUDIT_ENTITIES, type AuditEntity } from "../audit/log.js";
import type { AppContext } from "../context.js";
import { item, paged, saved, served } from "../../core/contract/answers.js";
import { INBOX_RECORDS } from "../../core/contract/inbox.js";
import { dashboardRecord, statistics as statisticsRecord } from "../../core/contract/records.js";
import { nowIso } from "../db/index.js";
import { changeInboxState, isInboxTable } from "../db/inbox.js";
import { adminOf } from "../auth/session.js";
import { LANGS, needsWork } from "../db/publishing.js";
import { entityOf, findEntity, listEntity, loose, type EntityName } from "../db/records.js";
import { notFound } from "../http/errors.js";
import { listToolsOf, listToolsQuery } from "../http/list-tools.js";
import { LIST_QUERY, listOf } from "../http/paging.js";
import { lenient } from "../http/params.js";
import { route } from "../http/route.js";
import { v, type Rule } from "../http/validate.js";
import { t } from "../i18n/index.js";
import {
  assigneeFilter,
  INBOX_STATUSES,
  type AssigneeFilter,
  type InboxStatus,
} from "../../core/dashboard/inbox.js";
import {
  contentEntities,
  entityOfTable,
  STATUSES,
  type Status,
} from "../../core/content/registry.js";

type StatusFilter = { inbox?: InboxStatus; publishing?: Status };

/** The inbox filters by its status (`?status=new`), a workflow entity by its publishing status
 * (`?status=draft`: published in both languages, or a draft in one; docs/publishing.md). */
function statusRule(name: EntityName): Rule<StatusFilter> {
  if (isInboxTable(name))
    return v.optional(v.oneOf(INBOX_STATUSES)).transform((inbox) => ({ inbox }));
  if (entityOfTable(name)?.workflow)
    return v.optional(v.oneOf(STATUSES)).transform((publishing) => ({ publishing }));
  return z.unknown().transform(() => ({}));
}

/** The inbox's `?assignee=`: `me`, `none` or a staff member's id (a bad one is a field error). */
function assigneeRule(name: EntityName): Rule<AssigneeFilter | null> {
  if (!isInboxTable(name)) return z.unknown().transform(() => null);
  return v
    .optional(v.text({ max: 20 }))
    .refine((value) => value === undefined || assigneeFilter(value) !== null, "v_enum")
    .transform((value) => assigneeFilter(value));
}

function listQuery(name: EntityName) {
  return {
    ...LIST_QUERY,
    // `ids=12`: the edit screen of a record on another page (`?edit=12`).
    ids: lenient.ids,
    status: statusRule(name),
    assignee: assigneeRule(name),
    // "Needs Arabic" / "needs English": translations missing or outdated (docs/publishing.md).
    needs: v.optional(v.oneOf(LANGS)),
    // Content lists: sort, dir and their relation filter (core/dashboard/list-tools.ts).
    ...listToolsQuery(entityOf(name).tools),
  };
}

const WORKFLOW = contentEntities().filter((entity) => entity.workflow);

/** The lists of content (the registry's entities but the fixed pages), skills and the inbox. */
const LISTS: { name: EntityName; route: string }[] = [
  ...contentEntities().flatMap((entity) =>
    entity.table === "pages" ? [] : [{ name: entity.table, route: entity.route }],
  ),
  { name: "skills", route: "skills" },
  { name: "contact_messages", route: "contact_messages" },
  { name: "service_requests", route: "service_requests" },
];

const READ = { id: v.int(), read: v.optional(v.bool()) };

// The statistics count every kind of record the dashboard writes (settings and invitations are
// no such records).
const COUNTED = AUDIT_ENTITIES.filter(
  (entity): entity is Exclude<AuditEntity, "settings" | "invitations"> =>
    entity !== "settings" && entity !== "invitations",
);

const WEEK_MS = 7 * 24 * 60 * 60_000;
const CHART_WEEKS = 8;

async function statistics(ctx: AppContext) {
  const { db } = ctx;
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const now = Date.now();
  const since = new Date(now - CHART_WEEKS * WEEK_MS).toISOString();
  const weekAgo = new Date(now - WEEK_MS).toISOString();
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => ({
    week_start: new Date(now - (CHART_WEEKS - i) * WEEK_MS).toISOString(),
    contact_messages: 0,
    service_requests: 0,
  }));
  const unread: Record<string, number> = {};
  const newThisWeek: Record<string, number> = {};
  for (const table of ["contact_messages", "service_requests"] as const) {
    const rows = await db
      .selectFrom(table)
      .select(["created_at", "read_at"])
      .where("created_at", ">=", since)
      .execute();
    for (const row of rows) {
      const index = CHART_WEEKS - 1 - Math.floor((now - Date.parse(row.created_at)) / WEEK_MS);
      if (index >= 0 && index < CHART_WEEKS) weeks[index][table] += 1;
    }
    newThisWeek[table] = rows.filter((r) => r.created_at >= weekAgo).length;
    // The menu's badge: the ones nobody has taken up yet.
    const u = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "new")
      .executeTakeFirstOrThrow();
    unread[table] = Number(u.n);
  }
  // The translations to write, over every workflow entity, for the dashboard home.
  const needs: Record<string, number> = { ar: 0, en: 0 };
  // The same per entity, so the home links each figure to its filtered list.
  const needsBy: Record<string, Record<string, number>> = { ar: {}, en: {} };
  for (const entity of WORKFLOW) {
    for (const lang of LANGS) {
      const row = await loose(db)
        .selectFrom(entity.table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(needsWork(entity, lang))
        .executeTakeFirstOrThrow();
      needs[lang] += Number(row.n);
      if (Number(row.n) > 0) needsBy[lang][entity.table] = Number(row.n);
    }
  }
  return { counts, unread, new_this_week: newThisWeek, weekly: weeks, needs, needs_by: needsBy };
}

export function dashboardListRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, { method: "POST", url: "/statistics", answer: item(statisticsRecord) }, async () => ({
    status: 200,
    data: await statistics(ctx),
  }));

  for (const { name, route: path } of LISTS) {
    const spec = {
      method: "POST",
      url: `/${path}`,
      query: listQuery(name),
      queryInForm: true,
      answer: paged(isInboxTable(name) ? served(INBOX_RECORDS[name]) : dashboardRecord),
    } as const;
    route(app, spec, async (req, { query }) => {
      const { inbox, publishing } = query.status;
      const { sort, filters } = listToolsOf(entityOf(name).tools, query);
      const { assignee } = query;
      const result = await listEntity(ctx.db, name, {
        ...listOf(query),
        sort,
        filters: {
          ...filters,
          ...(inbox ? { status: inbox } : {}),
          ...(assignee === null
            ? {}
            : {
                assignee_id:
                  assignee === "me" ? adminOf(req).id : assignee === "none" ? null : assignee,
              }),
        },
        needs: query.needs,
        status: publishing,
        ids: query.ids,
      });
      return { status: 200, ...result };
    });
  }

  for (const table of ["contact_messages", "service_requests"] as const) {
    const spec = {
      method: "POST",
      url: `/${table}/read`,
      body: READ,
      answer: saved(served(INBOX_RECORDS[table])),
    } as const;
    route(app, spec, async (req, { body: input }) => {
      const read = input.read ?? true;
      await changeInboxState(
        ctx.db,
        adminOf(req),
        table,
        input.id,
        (before) => ({
          read_at: read ? nowIso() : null,
          status: read ? (before.status === "new" ? "in_progress" : before.status) : "new",
        }),
        (state) => ({ read: state.read_at !== null }),
      );
      const data = await findEntity(ctx.db, table, input.id);
      if (!data) throw notFound();
      return { status: 200, message: t(req.lang, read ? "marked_read" : "marked_unread"), data };
    });
  }
}
