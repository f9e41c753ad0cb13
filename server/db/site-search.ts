// The site search's reads (docs/publishing.md, "Site search"; ADR 0029): each searched table's
// hits through the trigram index, newest first, and a total that stops counting past
// SEARCH_TOTAL_CAP, so a common word costs a thousand hits, not every one of them.
import { sql, type Kysely } from "kysely";
import { likeFolded, type PageRequest } from "../http/paging.js";
import { engineOf } from "./engine.js";
import type { Lang } from "../i18n/index.js";
import { shownIn } from "./publishing.js";
import { loose } from "./records.js";
import { ftsPhrase, searchIndexOf, searchReads, usesSearchIndex } from "./search-index.js";

/** A search page says "more than 1,000" past it, and pages no further. */
export const SEARCH_TOTAL_CAP = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables named at run time
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;

/** The table's rows shown in `lang` that hold `folded`, and the column that orders them. */
function hitsOf(db: AnyDb, table: string, folded: string, lang: Lang) {
  if (!usesSearchIndex(db, folded)) {
    const query = loose(db)
      .selectFrom(table)
      .where(likeFolded(`${table}.search_text`, folded))
      .where(shownIn(db, table, lang));
    return { query, newest: `${table}.id` };
  }
  // The index drives the join: it walks its hits newest first and stops at the limit.
  const index = searchIndexOf(table);
  const query = loose(db)
    .selectFrom(index)
    .innerJoin(table, `${table}.id`, `${index}.rowid`)
    .where(sql<boolean>`${sql.table(index)} match ${ftsPhrase(folded)}`)
    .where(shownIn(db, table, lang));
  return { query, newest: `${index}.rowid` };
}

/** Each table's hits, newest first, up to what is left of the cap and one over it, in the
 * tables' order: one read of the index per table gives both the counts and the page's ids. */
async function hitIds(db: AnyDb, tables: string[], folded: string, lang: Lang) {
  if (engineOf(db) === "postgres") return hitIdsAtOnce(db, tables, folded, lang);
  let left = SEARCH_TOTAL_CAP + 1;
  const ids: number[][] = [];
  for (const table of tables) {
    if (left <= 0) {
      ids.push([]);
      continue;
    }
    const { query, newest } = hitsOf(db, table, folded, lang);
    const rows = await query
      .select(sql.ref(newest).as("id"))
      .orderBy(newest, "desc")
      .limit(left)
      .execute();
    ids.push(rows.map((row) => Number(row.id)));
    left -= rows.length;
  }
  return ids;
}

/** The same in one statement, for a server a round trip away: `union all` reads the tables in
 * order (no parallel workers, server/db/search-index.ts) and stops at the cap. */
async function hitIdsAtOnce(db: AnyDb, tables: string[], folded: string, lang: Lang) {
  const cap = SEARCH_TOTAL_CAP + 1;
  const parts = tables.map((table, index) => {
    const id = sql.ref(`${table}.id`);
    return sql`(select ${sql.lit(index)} as t, ${id} as id from ${sql.table(table)}
      where ${likeFolded(`${table}.search_text`, folded)} and ${shownIn(db, table, lang)}
      order by ${id} desc limit ${sql.lit(cap)})`;
  });
  const { rows } = await sql<{ t: number; id: number }>`select t, id from
    (${sql.join(parts, sql` union all `)}) as hits limit ${sql.lit(cap)}`.execute(db);
  const ids: number[][] = tables.map(() => []);
  for (const row of rows) ids[Number(row.t)]?.push(Number(row.id));
  for (const found of ids) found.sort((a, b) => b - a);
  return ids;
}

export type SearchedTable = { table: string; columns: string[] };

/** One page of hits across the tables, and the total (at most the cap, `capped` past it). */
export function searchTables(
  db: AnyDb,
  tables: SearchedTable[],
  folded: string,
  lang: Lang,
  page: PageRequest,
) {
  return searchReads(db, (reads) => searchIn(reads, tables, folded, lang, page));
}

async function searchIn(
  db: AnyDb,
  tables: SearchedTable[],
  folded: string,
  lang: Lang,
  page: PageRequest,
) {
  const ids = await hitIds(
    db,
    tables.map(({ table }) => table),
    folded,
    lang,
  );
  const counted = ids.reduce((sum, found) => sum + found.length, 0);
  const total = Math.min(counted, SEARCH_TOTAL_CAP);
  // The page's slice of the hits in the tables' order, read by primary key.
  let from = page.offset;
  let to = Math.min(page.offset + page.perPage, total);
  const pages: Row[][] = [];
  for (const [index, { table, columns }] of tables.entries()) {
    const found = ids[index] ?? [];
    const wanted = found.slice(Math.max(0, from), Math.max(0, to));
    from -= found.length;
    to -= found.length;
    pages.push(
      wanted.length
        ? await loose(db)
            .selectFrom(table)
            .select(columns)
            .where("id", "in", wanted)
            .orderBy("id", "desc")
            .execute()
        : [],
    );
  }
  return { pages, total, capped: counted > SEARCH_TOTAL_CAP };
}
