// The site's editable pages (About, Privacy, Terms, Conditions): always exactly these four, written
// at first start (server/db/seed/pages.ts), so a page is edited, never created or deleted.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { adminOf } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { item, list, saved } from "../../core/contract/answers.js";
import { sitePage } from "../../core/contract/records.js";
import type { Db } from "../db/index.js";
import { keepRevision } from "../db/revisions.js";
import { claimStamp, keepStamp, sentStamp } from "../db/stamps.js";
import { PAGE_KEYS, type PageKey } from "../db/types.js";
import { notFound } from "../http/errors.js";
import { route } from "../http/route.js";
import { v } from "../http/validate.js";
import { t } from "../i18n/index.js";

// Well above the longest legal page, with room to grow.
const BODY_MAX = 100_000;
const SAVE = {
  key: v.oneOf(PAGE_KEYS),
  ar_title: v.text({ max: 255 }),
  en_title: v.text({ max: 255 }),
  ar_body: v.html({ max: BODY_MAX }),
  en_body: v.html({ max: BODY_MAX }),
};

/** Any other key names no page: the handler's 404. */
const KEY = z.enum(PAGE_KEYS).optional().catch(undefined);

const findPage = (db: Db, key: PageKey) =>
  db.selectFrom("pages").selectAll().where("key", "=", key).executeTakeFirst();

export function publicPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const one = {
    method: "GET",
    url: "/pages/:key",
    params: { key: KEY },
    answer: item(sitePage),
  } as const;
  route(app, one, async (_req, { params: { key } }) => {
    const page = key ? await findPage(ctx.db, key) : undefined;
    if (!page) throw notFound();
    return { status: 200, data: page };
  });
}

export function dashboardPageRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, { method: "POST", url: "/pages", answer: list(sitePage) }, async () => {
    const rows = await ctx.db.selectFrom("pages").selectAll().execute();
    // The site footer's order: About first, then the legal pages.
    rows.sort((a, b) => PAGE_KEYS.indexOf(a.key) - PAGE_KEYS.indexOf(b.key));
    return { status: 200, data: rows };
  });

  route(
    app,
    { method: "POST", url: "/pages/save", body: SAVE, answer: saved(sitePage) },
    async (req, { body: { key, ...columns }, fields }) => {
      const page = await ctx.db.transaction().execute(async (trx) => {
        const before = await findPage(trx, key);
        if (!before) throw notFound();
        const sent = sentStamp(fields.updated_at);
        const previous = await claimStamp(trx, req.lang, "pages", before.id, sent);
        await trx.updateTable("pages").set(columns).where("id", "=", before.id).execute();
        const was = Object.fromEntries(
          Object.keys(columns).map((name) => [name, before[name as keyof typeof columns]]),
        );
        const summary = summarize({ key, ...was }, { key, ...columns });
        if (summary === "") await keepStamp(trx, "pages", before.id, previous);
        const me = adminOf(req);
        await recordAudit(trx, me, {
          entity: "pages",
          entityId: before.id,
          action: "update",
          summary,
        });
        // History, compare and restore like the other records (server/routes/dashboard-revisions.ts).
        await keepRevision(trx, me, {
          table: "pages",
          recordId: before.id,
          action: "update",
          summary,
        });
        return trx
          .selectFrom("pages")
          .selectAll()
          .where("id", "=", before.id)
          .executeTakeFirstOrThrow();
      });
      return { status: 200, message: t(req.lang, "saved"), data: page };
    },
  );
}
