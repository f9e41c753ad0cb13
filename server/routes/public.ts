// Public reads (spec §7 "Public"): apikey only, no token.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { item, paged, served } from "../../core/contract/answers.js";
import { category, CONTENT_RECORDS } from "../../core/contract/records.js";
import { findEntity, listEntity } from "../db/records.js";
import { notFound } from "../http/errors.js";
import { LIST_QUERY, listOf } from "../http/paging.js";
import { lenient, relationFilter, relationQuery } from "../http/params.js";
import { route } from "../http/route.js";
import { contentEntities } from "../../core/content/registry.js";

export function publicRoutes(app: FastifyInstance, ctx: AppContext) {
  const one = {
    method: "GET",
    url: "/categories/:id",
    params: { id: lenient.id },
    answer: item(served(category)),
  } as const;
  route(app, one, async (req, { params: { id } }) => {
    const data = id ? await findEntity(ctx.db, "categories", id, req.lang) : undefined;
    if (!data) throw notFound();
    return { status: 200, data };
  });
  // Each listed entity at its public path (posts: `ads`), answering what the site may read of it
  // (drafts' workflow columns stay inside), filtered by the record it names
  // (`services?category_id=`), in the registry's order: posts are news, the newest first on the
  // site, while their admin list keeps spec §4's order; the team in its `sort` order.
  for (const entity of contentEntities()) {
    const { table } = entity;
    if (!entity.publicList || table === "pages") continue;
    const filter = entity.relations[0]?.field;
    const spec = {
      method: "GET",
      url: `/${entity.publicPath}`,
      query: { ...LIST_QUERY, ids: lenient.ids, ...relationQuery(filter, lenient.filter) },
      answer: paged(served(CONTENT_RECORDS[entity.key])),
    } as const;
    route(app, spec, async (req, { query }) => ({
      status: 200,
      ...(await listEntity(ctx.db, table, {
        ...listOf(query),
        filters: relationFilter(filter, query),
        newestFirst: entity.publicNewestFirst || undefined,
        ids: query.ids,
        shownIn: req.lang,
      })),
    }));
  }
}
