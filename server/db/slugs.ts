// Item pages' addresses (docs/publishing.md, "Addresses"): a slug per language, unique per entity
// and language, made from the name when none is given. An address once used keeps answering: a
// changed slug is kept in `slug_history` naming its record (one hop to the current slug), and a
// deleted record's slugs stay there (410).
import type { Kysely } from "kysely";
import { slugOf } from "../../core/content/slug.js";

// Any schema: migration 0015 runs these, and this must not import the database module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
type Row = Record<string, unknown> & { id: number };
type Lang = "ar" | "en";

export const SLUG_TABLES = ["services", "projects", "posts"] as const;
export type SlugTable = (typeof SLUG_TABLES)[number];
export const isSlugTable = (table: string): table is SlugTable =>
  SLUG_TABLES.some((known) => known === table);

const LANGS: Lang[] = ["ar", "en"];
const column = (lang: Lang) => `${lang}_slug`;
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Held by another record now, or once (its old or deleted address). */
export async function slugTaken(db: Db, table: SlugTable, lang: Lang, slug: string, id?: number) {
  let live = db.selectFrom(table).select("id").where(column(lang), "=", slug);
  if (id) live = live.where("id", "!=", id);
  if (await live.executeTakeFirst()) return true;
  let held = db
    .selectFrom("slug_history")
    .select("id")
    .where("table_name", "=", table)
    .where("lang", "=", lang)
    .where("slug", "=", slug);
  if (id) held = held.where("record_id", "!=", id);
  return Boolean(await held.executeTakeFirst());
}

async function freeSlug(db: Db, table: SlugTable, lang: Lang, row: Row): Promise<string | null> {
  const name = text(row[`${lang}_name`]);
  if (!name.trim()) return null;
  const base = slugOf(lang, name) || String(row.id);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, table, lang, slug, row.id))) return slug;
  }
}

/** `slug` is no one's earlier address any more. */
async function forget(db: Db, table: SlugTable, lang: Lang, slug: string) {
  await db
    .deleteFrom("slug_history")
    .where("table_name", "=", table)
    .where("lang", "=", lang)
    .where("slug", "=", slug)
    .execute();
}

async function keep(db: Db, table: SlugTable, lang: Lang, slug: string, recordId: number) {
  await forget(db, table, lang, slug);
  await db
    .insertInto("slug_history")
    .values({ table_name: table, lang, slug, record_id: recordId })
    .execute();
}

/**
 * After a write: a language with a name but no slug gets one, and each slug the record left goes
 * to its history. `ids` undefined: every row of the table (first start, migration 0015).
 */
export async function settleSlugs(
  db: Db,
  table: SlugTable,
  ids?: number[],
  before?: Record<string, unknown>,
) {
  let query = db.selectFrom(table).selectAll();
  query = ids
    ? query.where("id", "in", ids.length ? ids : [0])
    : query.where((eb) => eb.or([eb("ar_slug", "is", null), eb("en_slug", "is", null)]));
  const rows = (await query.orderBy("id").execute()) as Row[];
  for (const row of rows) {
    const set: Record<string, string> = {};
    for (const lang of LANGS) {
      let slug = text(row[column(lang)]);
      if (!slug) {
        slug = (await freeSlug(db, table, lang, row)) ?? "";
        if (slug) set[column(lang)] = slug;
      }
      const old = text(before?.[column(lang)]);
      if (old && old !== slug) await keep(db, table, lang, old, row.id);
      // The current address is no history, whoever held it before.
      if (slug) await forget(db, table, lang, slug);
    }
    if (Object.keys(set).length)
      await db.updateTable(table).set(set).where("id", "=", row.id).execute();
  }
}

export async function fillSlugs(db: Db) {
  for (const table of SLUG_TABLES) await settleSlugs(db, table);
}

/** A deleted record's addresses answer 410 for ever. */
export async function retireSlugs(db: Db, table: SlugTable, row: Row) {
  for (const lang of LANGS) {
    const slug = text(row[column(lang)]);
    if (slug) await keep(db, table, lang, slug, row.id);
  }
}

/** A restored record's slug that another took meanwhile is made anew (settleSlugs). */
export async function freeOrNew(
  db: Db,
  table: SlugTable,
  id: number,
  columns: Record<string, unknown>,
) {
  for (const lang of LANGS) {
    const slug = text(columns[column(lang)]);
    if (slug && (await slugTaken(db, table, lang, slug, id))) columns[column(lang)] = null;
  }
}

export type SlugFound =
  | { kind: "found"; id: number }
  | { kind: "moved"; id: number }
  | { kind: "gone" }
  | { kind: "none" };

/**
 * `lang`'s page at `slug`: the record holding it, or the record whose other language's slug or
 * earlier slug it is (`moved`: the caller redirects to the current one), or a deleted one's.
 */
export async function findSlug(
  db: Db,
  table: SlugTable,
  lang: Lang,
  slug: string,
): Promise<SlugFound> {
  const own = await db
    .selectFrom(table)
    .select("id")
    .where(column(lang), "=", slug)
    .executeTakeFirst();
  if (own) return { kind: "found", id: own.id };
  const other = lang === "ar" ? "en" : "ar";
  const theirs = await db
    .selectFrom(table)
    .select("id")
    .where(column(other), "=", slug)
    .executeTakeFirst();
  if (theirs) return { kind: "moved", id: theirs.id };
  const held = await db
    .selectFrom("slug_history")
    .select(["record_id", "lang"])
    .where("table_name", "=", table)
    .where("slug", "=", slug)
    .execute();
  const pick = held.find((h) => h.lang === lang) ?? held[0];
  if (!pick) return { kind: "none" };
  const exists = await db
    .selectFrom(table)
    .select("id")
    .where("id", "=", pick.record_id)
    .executeTakeFirst();
  return exists ? { kind: "moved", id: exists.id } : { kind: "gone" };
}
