// Which rows' folded `search_text` holds a folded query, through the trigram index of migration
// 0019 (ADR 0029). PostgreSQL's planner takes the pg_trgm index for the LIKE by itself; SQLite
// asks its FTS5 table, whose trigrams need 3 characters: a shorter query scans as before.
import { sql, type Kysely, type RawBuilder } from "kysely";
import { engineOf } from "./engine.js";
import { likeFolded } from "../http/paging.js";

/** The trigram tokenizer finds nothing shorter. */
const TRIGRAM = 3;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table with `search_text`
type AnyDb = Kysely<any>;

/** The FTS5 table beside `table` (SQLite only). */
export const searchIndexOf = (table: string) => `${table}_search`;

/** SQLite's FTS5 answers it: a phrase of trigrams in a row is the query as a substring. */
export function usesSearchIndex(db: AnyDb, folded: string): boolean {
  return engineOf(db) === "sqlite" && [...folded].length >= TRIGRAM && !folded.includes("\0");
}

/** FTS5's phrase syntax: the whole query in double quotes, a quote doubled. */
export const ftsPhrase = (folded: string) => `"${folded.replaceAll('"', '""')}"`;

/** `folded` went through core/search/fold.ts. */
export function matchesFolded(db: AnyDb, table: string, folded: string): RawBuilder<boolean> {
  if (!usesSearchIndex(db, folded)) return likeFolded(`${table}.search_text`, folded);
  const index = sql.table(searchIndexOf(table));
  return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${index} where ${index} match ${ftsPhrase(folded)})`;
}

/**
 * Runs a search's reads so PostgreSQL's planner prices the trigram index fairly: at the default
 * random_page_cost (4, a spinning disk's) a GIN scan looks dearer than reading every row, which
 * costs far more than estimated because each `search_text` is decompressed (ADR 0029). Scoped to
 * one transaction, so no other query's plan changes.
 */
export async function searchReads<S, T>(
  db: Kysely<S>,
  work: (db: Kysely<S>) => Promise<T>,
): Promise<T> {
  if (engineOf(db) === "sqlite") return work(db);
  return db.transaction().execute(async (trx) => {
    // set_config(..., true) is `set local`; no parallel workers, so a `union all` reads its
    // parts in order (server/db/site-search.ts).
    await sql`select set_config('random_page_cost', '1.1', true),
      set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
    return work(trx);
  });
}
