// The site search (docs/publishing.md, "Site search"): services, projects, posts and FAQs
// published in the asking language whose folded text holds the folded query (the dashboard's
// folding, core/search/fold.ts), paged across the four in that order; the total stops counting
// at server/db/site-search.ts's cap (ADR 0029).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { paged } from "../../core/contract/answers.js";
import { listOf, LIST_QUERY, pageMeta } from "../http/paging.js";
import { searchTables } from "../db/site-search.js";
import { route } from "../http/route.js";
import { foldText, plainText } from "../../core/search/fold.js";
import { contentEntities } from "../../core/content/registry.js";

/** The contract's list of what a hit may be. */
const HIT_ENTITIES = ["services", "projects", "posts", "faqs"] as const;
const isHitEntity = (key: string): key is (typeof HIT_ENTITIES)[number] =>
  HIT_ENTITIES.some((known) => known === key);

/** The published entities with rich text, in the registry's order; a hit shows its first rich
 * field (without the language) and its address when it has one. */
export const SEARCHED = contentEntities().flatMap(({ key, table, workflow, fields }) => {
  const rich = fields.find((field) => field.kind === "rich" && field.lang === "ar");
  if (!workflow || !rich || !isHitEntity(key)) return [];
  const slugged = fields.some((field) => field.name === "ar_slug");
  return [{ entity: key, table, text: rich.name.replace(/^ar_/, ""), slugged }];
});

const hit = z.object({
  entity: z.enum(HIT_ENTITIES),
  id: z.number().int(),
  name: z.string(),
  /** Plain text, tags left out. */
  text: z.string(),
  /** Null for a FAQ (its anchor on /FAQs). */
  slug: z.string().nullable(),
});

export function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const spec = { method: "GET", url: "/search", query: LIST_QUERY, answer: paged(hit) } as const;
  route(app, spec, async (req, { query }) => {
    const { page, q } = listOf(query);
    const folded = foldText(q ?? "");
    if (!folded) return { status: 200, data: [], meta: pageMeta(0, page) };
    const lang = req.lang;
    const tables = SEARCHED.map(({ table, text, slugged }) => ({
      table,
      columns: ["id", `${lang}_name`, `${lang}_${text}`, ...(slugged ? [`${lang}_slug`] : [])],
    }));
    const { pages, total, capped } = await searchTables(ctx.db, tables, folded, lang, page);
    const data = SEARCHED.flatMap(({ entity, text }, index) =>
      (pages[index] ?? []).map((row) => {
        const slug = row[`${lang}_slug`];
        return {
          entity,
          id: Number(row.id),
          name: String(row[`${lang}_name`] ?? ""),
          text: plainText(String(row[`${lang}_${text}`] ?? ""))
            .replace(/\s+/g, " ")
            .trim(),
          slug: typeof slug === "string" && slug ? slug : null,
        };
      }),
    );
    return { status: 200, data, meta: { ...pageMeta(total, page), ...(capped ? { capped } : {}) } };
  });
}
