// The site search (docs/publishing.md, "Site search"): services, projects, posts and FAQs
// published in the asking language whose folded text holds the folded query (the dashboard's
// folding, app/modules/search/fold.ts), paged across the four in that order.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { paged } from "../../core/contract/answers.js";
import { shownIn } from "../db/publishing.js";
import { likeFolded, listOf, LIST_QUERY, pageMeta } from "../http/paging.js";
import { loose } from "../db/records.js";
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
    const matching = (table: string) =>
      loose(ctx.db)
        .selectFrom(table)
        .where(likeFolded("search_text", folded))
        .where(shownIn(ctx.db, table, lang));
    const counts = await Promise.all(
      SEARCHED.map(async ({ table }) => {
        const row = await matching(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      }),
    );
    const data: z.input<typeof hit>[] = [];
    let skip = page.offset;
    for (const [index, { entity, table, text, slugged }] of SEARCHED.entries()) {
      const count = counts[index] ?? 0;
      const wanted = page.perPage - data.length;
      if (wanted <= 0) break;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const columns = ["id", `${lang}_name`, `${lang}_${text}`];
      if (slugged) columns.push(`${lang}_slug`);
      const rows = await matching(table)
        .select(columns)
        .orderBy("id", "desc")
        .limit(wanted)
        .offset(skip)
        .execute();
      skip = 0;
      for (const row of rows) {
        const slug = row[`${lang}_slug`];
        data.push({
          entity,
          id: Number(row.id),
          name: String(row[`${lang}_name`] ?? ""),
          text: plainText(String(row[`${lang}_${text}`] ?? ""))
            .replace(/\s+/g, " ")
            .trim(),
          slug: typeof slug === "string" && slug ? slug : null,
        });
      }
    }
    const total = counts.reduce((sum, n) => sum + n, 0);
    return { status: 200, data, meta: pageMeta(total, page) };
  });
}
