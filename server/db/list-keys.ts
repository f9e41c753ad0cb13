// Folded once in JS, so both engines search with one LIKE and sort byte by byte ("C"-collated
// columns on PostgreSQL, migration 0012).
import { LIST_TOOLS, sortKeyColumn, type ListTools } from "../../core/dashboard/list-tools.js";
import { foldText, plainText } from "../../core/search/fold.js";
import type { Kysely } from "kysely";

type Row = Record<string, unknown> & { id: number };
// Any schema: migration 0012 runs this, and this must not import the database module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

async function childWords(db: Db, tools: ListTools, ids: number[]) {
  const words = new Map<number, string[]>();
  if (tools.search.children !== "requirements" || !ids.length) return words;
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

export function listKeysOf(tools: ListTools, row: Row, extra: string[] = []) {
  const words = [
    ...tools.search.text.map((f) => textOf(row[f])),
    ...tools.search.html.map((f) => plainText(textOf(row[f]))),
    ...extra,
  ];
  const keys: Record<string, string> = { search_text: foldText(words.join(" \n ")) };
  for (const [field, kind] of Object.entries(tools.sort)) {
    if (kind === "text") keys[sortKeyColumn(field)] = foldText(textOf(row[field]));
  }
  return keys;
}

/** `ids` undefined: every row without keys. Run inside the write's transaction. */
export async function refreshListKeys(
  db: Db,
  tools: ListTools,
  ids?: number[],
  /** A migration writes the ones it made, whatever list-tools.ts says later. */
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

export async function fillListKeys(db: Db, columns?: Record<string, readonly string[]>) {
  for (const tools of Object.values(LIST_TOOLS)) {
    await refreshListKeys(db, tools, undefined, columns?.[tools.table]);
  }
}

const keysOf = new Map<ListTools, Set<string>>();

const FOLDED_ONLY = new Set(["search_text"]);
/** Copied without them rather than deleted after: a `delete` turns the copy into a slow object. */
export function withoutListKeys(tools: ListTools | undefined, row: Row, folded = false): Row {
  if (!tools && !folded) return { ...row };
  let keys = tools ? keysOf.get(tools) : FOLDED_ONLY;
  if (!keys && tools) {
    keys = new Set(["search_text"]);
    for (const [field, kind] of Object.entries(tools.sort))
      if (kind === "text") keys.add(sortKeyColumn(field));
    keysOf.set(tools, keys);
  }
  const out: Row = { id: row.id };
  for (const key in row) if (!keys?.has(key)) out[key] = row[key];
  return out;
}
