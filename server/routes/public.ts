// Public reads (spec §7 "Public"): apikey only, no token.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { item, paged, served } from "../contract/answers.js";
import { category, faq, post, project, service, teamMember } from "../contract/records.js";
import { findEntity, listEntity, type EntityName } from "../db/records.js";
import { notFound } from "../http/errors.js";
import { pageRequest, searchText } from "../http/paging.js";
import { idList, idOf } from "../http/params.js";
import { route } from "../http/route.js";
import { contentEntities, type ContentTable } from "../../app/modules/content/registry.js";

/** What the site may read of each listed entity (drafts' workflow columns stay inside). */
const RECORDS = {
  categories: category,
  services: service,
  projects: project,
  posts: post,
  faqs: faq,
  team_members: teamMember,
} satisfies Record<Exclude<ContentTable, "pages">, unknown>;

type Query = Record<string, unknown>;

function publicList(ctx: AppContext, name: EntityName, filterKey?: string, newestFirst?: boolean) {
  return async (req: FastifyRequest) => {
    const query = req.query as Query;
    const filters: Record<string, number> = {};
    if (filterKey && query[filterKey] !== undefined && query[filterKey] !== "") {
      // An unusable filter matches nothing rather than silently listing everything.
      filters[filterKey] = idOf(query[filterKey]) ?? 0;
    }
    const result = await listEntity(ctx.db, name, {
      page: pageRequest(query),
      q: searchText(query),
      filters,
      newestFirst,
      ids: idList(query.ids),
      shownIn: req.lang,
    });
    return { status: 200, ...result };
  };
}

export function publicRoutes(app: FastifyInstance, ctx: AppContext) {
  const one = { method: "GET", url: "/categories/:id", answer: item(served(category)) } as const;
  route(app, one, async (req) => {
    const id = idOf((req.params as Query).id);
    const data = id ? await findEntity(ctx.db, "categories", id, req.lang) : undefined;
    if (!data) throw notFound();
    return { status: 200, data };
  });
  // Each listed entity at its public path (posts: `ads`), filtered by the record it names
  // (`services?category_id=`), in the registry's order: posts are news, the newest first on the
  // site, while their admin list keeps spec §4's order; the team in its `sort` order.
  for (const entity of contentEntities()) {
    if (!entity.publicList || entity.table === "pages") continue;
    const filter = entity.relations[0]?.field;
    route(
      app,
      { method: "GET", url: `/${entity.publicPath}`, answer: paged(served(RECORDS[entity.table])) },
      publicList(ctx, entity.table, filter, entity.publicNewestFirst || undefined),
    );
  }
}
