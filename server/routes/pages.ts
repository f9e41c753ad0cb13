// The site's editable pages (About, Privacy, Terms, Conditions): GET pages/{key} for the site,
// dashboard/pages and dashboard/pages/save for admins. There are always exactly these four
// (written at first start, server/db/seed/pages.ts): a page is edited, never created or deleted.
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import { adminOf } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { nowIso, type Db } from "../db/index.js";
import { PAGE_KEYS, type PageKey } from "../db/types.js";
import { notFound } from "../http/errors.js";
import { readForm } from "../http/form.js";
import { v, validate } from "../http/validate.js";
import { t } from "../i18n/index.js";

// A legal page in HTML is about 10,000 characters in Arabic; the limit leaves room to grow.
const BODY_MAX = 100_000;
const schema = {
  key: v.oneOf(PAGE_KEYS),
  ar_title: v.text({ max: 255 }),
  en_title: v.text({ max: 255 }),
  ar_body: v.html({ max: BODY_MAX }),
  en_body: v.html({ max: BODY_MAX }),
};

const isPageKey = (key: unknown): key is PageKey =>
  typeof key === "string" && (PAGE_KEYS as readonly string[]).includes(key);

const findPage = (db: Db, key: PageKey) =>
  db.selectFrom("pages").selectAll().where("key", "=", key).executeTakeFirst();

export function publicPageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/pages/:key", async (req) => {
    const { key } = req.params as { key?: string };
    const page = isPageKey(key) ? await findPage(ctx.db, key) : undefined;
    if (!page) throw notFound();
    return { status: 200, data: page };
  });
}

export function dashboardPageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/pages", async () => {
    const rows = await ctx.db.selectFrom("pages").selectAll().execute();
    // The order of the site's footer: About first, then the legal pages.
    rows.sort((a, b) => PAGE_KEYS.indexOf(a.key) - PAGE_KEYS.indexOf(b.key));
    return { status: 200, data: rows };
  });

  app.post("/pages/save", async (req) => {
    const { fields } = await readForm(req);
    const { key, ...columns } = validate(req.lang, fields, schema);
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const before = await findPage(trx, key);
      if (!before) throw notFound();
      await trx
        .updateTable("pages")
        .set({ ...columns, updated_at: nowIso() })
        .where("id", "=", before.id)
        .execute();
      const was = Object.fromEntries(
        Object.keys(columns).map((name) => [name, before[name as keyof typeof columns]]),
      );
      await recordAudit(trx, adminOf(req), {
        entity: "pages",
        entityId: before.id,
        action: "update",
        summary: summarize({ key, ...was }, { key, ...columns }),
      });
      return findPage(trx, key);
    });
    return { status: 200, message: t(req.lang, "saved"), data: saved };
  });
}
