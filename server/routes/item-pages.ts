// Item pages' reads (docs/publishing.md, "Addresses"): apikey only, like the public lists.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { list, served, slugAnswer } from "../../core/contract/answers.js";
import { shownIn } from "../db/publishing.js";
import { findEntity } from "../db/records.js";
import { findSlug, isSlugTable, SLUG_TABLES } from "../db/slugs.js";
import { ApiError, notFound } from "../http/errors.js";
import { lenient } from "../http/params.js";
import { route } from "../http/route.js";
import { contentEntities } from "../../core/content/registry.js";
import { post, project, service } from "../../core/contract/records.js";

const RECORDS = { services: service, projects: project, posts: post };

/**
 * One item's page by its slug in the asking language (docs/publishing.md, "Addresses"): the
 * record; or `moved` with the slug to redirect to (the other language's, or an earlier one);
 * 410 for a deleted record's; 404 for none, a draft or a language not published.
 */
export function itemPageRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const entity of contentEntities()) {
    const { table } = entity;
    if (!isSlugTable(table)) continue;
    const spec = {
      method: "GET",
      url: `/${entity.publicPath}/slug/:slug`,
      params: { slug: lenient.text },
      answer: slugAnswer(served(RECORDS[table])),
    } as const;
    route(app, spec, async (req, { params: { slug } }) => {
      const found = slug
        ? await findSlug(ctx.db, table, req.lang, slug)
        : { kind: "none" as const };
      if (found.kind === "gone") throw ApiError.key(410, "gone");
      if (found.kind === "none") throw notFound();
      const data = await findEntity(ctx.db, table, found.id, req.lang);
      const current = data?.[`${req.lang}_slug`];
      if (!data || typeof current !== "string" || !current) throw notFound();
      if (found.kind === "moved" || current !== slug) return { status: 200, moved: current };
      return { status: 200, data };
    });
  }
  sitemapRoute(app, ctx);
}

const entry = z.object({
  entity: z.enum(SLUG_TABLES),
  id: z.number().int(),
  ar_slug: z.string().nullable(),
  en_slug: z.string().nullable(),
  updated_at: z.string(),
});

/** Every item page there is, for sitemap.xml: a language not published has no slug here. */
function sitemapRoute(app: FastifyInstance, ctx: AppContext) {
  const spec = { method: "GET", url: "/item-pages", answer: list(entry) } as const;
  route(app, spec, async () => {
    const data: z.input<typeof entry>[] = [];
    for (const table of SLUG_TABLES) {
      const rows = await ctx.db
        .selectFrom(table)
        .select(["id", "ar_slug", "en_slug", "updated_at", "created_at"])
        .select(
          sql<number>`case when ${shownIn(ctx.db, table, "ar")} then 1 else 0 end`.as("ar_shown"),
        )
        .select(
          sql<number>`case when ${shownIn(ctx.db, table, "en")} then 1 else 0 end`.as("en_shown"),
        )
        .where(sql<boolean>`(${shownIn(ctx.db, table, "ar")} or ${shownIn(ctx.db, table, "en")})`)
        .orderBy("id")
        .execute();
      for (const row of rows) {
        data.push({
          entity: table,
          id: row.id,
          ar_slug: Number(row.ar_shown) ? (row.ar_slug ?? null) : null,
          en_slug: Number(row.en_shown) ? (row.en_slug ?? null) : null,
          updated_at: row.updated_at ?? row.created_at,
        });
      }
    }
    return { status: 200, data };
  });
}
