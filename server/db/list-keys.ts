// The folded search text and sort keys of the dashboard's content lists (app/modules/dashboard/
// list-tools.ts): computed here in JS, where one fold serves both engines, and stored with the
// row, so a search is a LIKE on one column and a sort an ORDER BY on another, byte by byte on
// both engines (their columns are "C"-collated on PostgreSQL, migration 0012-list-tools).
import {
  LIST_TOOLS,
  sortKeyColumn,
  type ListTools,
} from "../../app/modules/dashboard/list-tools.js";
import { foldText, plainText } from "../../app/modules/search/fold.js";
import type { Kysely } from "kysely";

type Row = Record<string, unknown> & { id: number };
// Any schema: the tables come from list-tools.ts, and migration 0012 runs this on the schema it
// made (no import of the database module, which imports the migrations).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** Extra words a row is found by that live in a child table (a post's requirements). */
async function childWords(db: Db, tools: ListTools, ids: number[]) {
  const words = new Map<number, string[]>();
  if (tools.table !== "posts" || !ids.length) return words;
  const rows = await db
    .selectFrom("post_requirements")
    .select(["post_id", "ar_requirement", "en_requirement"])
    .where("post_id", "in", ids)
    .execute();
  for (const r of rows) {
    words.set(r.post_id, [...(words.get(r.post_id) ?? []), r.ar_requirement, r.en_requirement]);
  }
  return words;
}

/** The stored keys of one row: its folded words, and a folded key per sortable text field. */
export function listKeysOf(tools: ListTools, row: Row, extra: string[] = []) {
  const words = [
    ...tools.search.text.map((f) => textOf(row[f])),
    ...(tools.search.html ?? []).map((f) => plainText(textOf(row[f]))),
    ...extra,
  ];
  const keys: Record<string, string> = { search_text: foldText(words.join(" \n ")) };
  for (const [field, kind] of Object.entries(tools.sort)) {
    if (kind === "text") keys[sortKeyColumn(field)] = foldText(textOf(row[field]));
  }
  return keys;
}

/**
 * Recomputes the keys of the given rows, or of every row without them (`ids` undefined: rows
 * written before the keys existed, or by first start's demo content). Run inside the write's
 * transaction, after the row and its children are written.
 */
export async function refreshListKeys(
  db: Db,
  tools: ListTools,
  ids?: number[],
  /** Only these columns (a migration writes the ones it made, whatever list-tools.ts says later). */
  columns?: readonly string[],
) {
  if (ids && !ids.length) return;
  let query = db.selectFrom(tools.table).selectAll();
  query = ids ? query.where("id", "in", ids) : query.where("search_text", "is", null);
  const rows = (await query.execute()) as Row[];
  const children = await childWords(
    db,
    tools,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    const keys = listKeysOf(tools, row, children.get(row.id));
    await db
      .updateTable(tools.table)
      .set(columns ? Object.fromEntries(columns.map((c) => [c, keys[c] ?? null])) : keys)
      .where("id", "=", row.id)
      .execute();
  }
}

/** Fills the keys every row still lacks, in every list (after migrating and seeding). */
export async function fillListKeys(db: Db, columns?: Record<string, readonly string[]>) {
  for (const tools of Object.values(LIST_TOOLS)) {
    await refreshListKeys(db, tools, undefined, columns?.[tools.table]);
  }
}
