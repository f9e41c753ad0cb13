// The inbox's own writes (docs/conventions.md, "The inbox"): a message's status, its assignee and
// internal notes, and a reply from the dashboard, which mails the sender in their language and
// records who answered and when. Editors do all of it; only deleting is admins'.
// Lists, read marks and deletes share the other entities' routes (dashboard-lists, -content).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { adminOf } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { list, saved, served } from "../../core/contract/answers.js";
import { INBOX_RECORDS } from "../../core/contract/inbox.js";
import { staffMember } from "../../core/contract/records.js";
import { nowIso } from "../db/index.js";
import { changeInboxState } from "../db/inbox.js";
import { addNote, assignMessage, staffMembers } from "../db/inbox-work.js";
import { findEntity } from "../db/records.js";
import type { InboxTable } from "../db/types.js";
import { ApiError, notFound } from "../http/errors.js";
import { route } from "../http/route.js";
import { v, type Parsed } from "../http/validate.js";
import { companyAddress, readMailBrand } from "../mail/brand.js";
import { t } from "../i18n/index.js";
import { replyMail } from "../mail/templates/reply.js";
import { INBOX_STATUSES, NOTE_MAX, REPLY_MAX } from "../../core/dashboard/inbox.js";

const STATUS = { id: v.int(), status: v.oneOf(INBOX_STATUSES) };
const REPLY = { id: v.int(), message: v.text({ max: REPLY_MAX }) };
/** No `assignee_id`, or an empty one: nobody. */
const ASSIGN = { id: v.int(), assignee_id: v.optional(v.int()) };
const NOTE = { id: v.int(), note: v.text({ max: NOTE_MAX }) };

async function setStatus(
  ctx: AppContext,
  table: InboxTable,
  req: FastifyRequest,
  input: Parsed<typeof STATUS>,
) {
  await changeInboxState(
    ctx.db,
    adminOf(req),
    table,
    input.id,
    (before) => ({
      status: input.status,
      read_at: input.status === "new" ? null : (before.read_at ?? nowIso()),
    }),
    (state) => ({ status: state.status }),
  );
  const data = await findEntity(ctx.db, table, input.id);
  if (!data) throw notFound();
  return { status: 200, message: t(req.lang, "status_changed"), data };
}

async function reply(
  ctx: AppContext,
  table: InboxTable,
  req: FastifyRequest,
  input: Parsed<typeof REPLY>,
) {
  const row = await ctx.db
    .selectFrom(table)
    .select(["id", "name", "email", "lang", "status"])
    .where("id", "=", input.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!row.email) throw ApiError.fields({ message: [t(req.lang, "reply_no_email")] });
  const admin = adminOf(req);
  const brand = await readMailBrand(ctx.db);
  const mail = await replyMail(
    {
      to: row.email,
      lang: row.lang,
      id: row.id,
      kind: table,
      name: row.name,
      body: input.message,
      replyTo: companyAddress(brand, ctx.config.staffEmail),
    },
    brand,
  );
  // Sent before it is recorded, not in the background: a reply the mail server refused is not
  // shown as answered, and the admin is told so and may send it again.
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    req.log.error({ error: (error as Error).message }, "reply mail failed");
    throw ApiError.key(502, "reply_mail_failed");
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("inbox_replies")
      .values({
        message_table: table,
        message_id: row.id,
        admin_id: admin.id,
        admin_name: admin.username,
        admin_email: admin.email,
        body: input.message,
      })
      .execute();
    await trx
      .updateTable(table)
      .set({ status: "answered", read_at: sql<string>`coalesce(read_at, ${nowIso()})` })
      .where("id", "=", row.id)
      .execute();
    await recordAudit(trx, admin, {
      entity: table,
      entityId: row.id,
      action: "update",
      summary: summarize({ status: row.status }, { status: "answered" }, ["reply"]),
    });
  });
  const data = await findEntity(ctx.db, table, row.id);
  if (!data) throw notFound();
  return { status: 200, message: t(req.lang, "reply_sent"), data };
}

async function answerWith(ctx: AppContext, table: InboxTable, id: number, message: string) {
  const data = await findEntity(ctx.db, table, id);
  if (!data) throw notFound();
  return { status: 200, message, data };
}

export function inboxRoutes(app: FastifyInstance, ctx: AppContext) {
  // Who a message may be assigned to, for every staff member (the users list is admins').
  route(app, { method: "POST", url: "/inbox/staff", answer: list(staffMember) }, async () => ({
    status: 200,
    data: await staffMembers(ctx.db),
  }));
  for (const table of ["contact_messages", "service_requests"] as const) {
    const answer = saved(served(INBOX_RECORDS[table]));
    route(
      app,
      { method: "POST", url: `/${table}/assign`, body: ASSIGN, answer },
      async (req, i) => {
        const { id, assignee_id } = i.body;
        await assignMessage(ctx.db, adminOf(req), req.lang, table, id, assignee_id ?? null);
        return answerWith(ctx, table, id, t(req.lang, "assigned"));
      },
    );
    route(app, { method: "POST", url: `/${table}/note`, body: NOTE, answer }, async (req, i) => {
      await addNote(ctx.db, adminOf(req), table, i.body.id, i.body.note);
      return answerWith(ctx, table, i.body.id, t(req.lang, "note_added"));
    });
    route(app, { method: "POST", url: `/${table}/status`, body: STATUS, answer }, (req, input) =>
      setStatus(ctx, table, req, input.body),
    );
    route(app, { method: "POST", url: `/${table}/reply`, body: REPLY, answer }, (req, input) =>
      reply(ctx, table, req, input.body),
    );
  }
}
