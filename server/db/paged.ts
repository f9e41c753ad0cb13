/**
 * One page of a list ordered by id (or by columns ending with it), and the list's total: what
 * every dashboard and public list answers (paging.ts's page numbers).
 *
 * A deep page costs what its OFFSET walks: on PostgreSQL the last page of 10,000 rows walks the
 * whole primary-key index (docs/performance.md). A page past the middle is therefore read from the
 * other end, in the opposite order, and turned round: the last page costs what the first does,
 * and no page walks more than half the list.
 *
 * The total of an unfiltered list on PostgreSQL comes from the counts its triggers keep
 * (migration 0004-row-counts): count(*) there reads the whole table.
 */
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { PageRequest } from "../http/paging.js";
import { engineOf } from "./engine.js";
import type { COUNTED_TABLES } from "./migrations/0004-row-counts.js";
import type { TEAM_COUNTED_TABLES } from "./migrations/0006-team-and-pages.js";

export type Direction = "asc" | "desc";

// The tables differ per caller; all this needs is an `id` column to order by.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyList = SelectQueryBuilder<any, any, object>;

/** The list is the whole table: its total may be read from the table's kept count. */
export type WholeTable = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only row_counts is read
  db: Kysely<any>;
  table: (typeof COUNTED_TABLES)[number] | (typeof TEAM_COUNTED_TABLES)[number];
};

async function keptCount(whole: WholeTable): Promise<number | undefined> {
  const { rows } = await sql<{ n: string | number }>`
    select n from row_counts where table_name = ${whole.table}`.execute(whole.db);
  return rows[0] === undefined ? undefined : Number(rows[0].n);
}

export async function pagedRows<Row>(
  base: AnyList,
  page: PageRequest,
  direction: Direction,
  whole?: WholeTable,
  /** The columns the list is ordered by, the last one unique (`id`). */
  orderBy: readonly string[] = ["id"],
): Promise<{ total: number; rows: Row[] }> {
  const countAll = () =>
    base
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.total));
  const counting =
    whole && engineOf(whole.db) === "postgres"
      ? keptCount(whole).then((n) => n ?? countAll())
      : countAll();
  const read = (order: Direction, limit: number, offset: number) => {
    let query = base.selectAll();
    for (const column of orderBy) query = query.orderBy(column, order);
    return query.limit(limit).offset(offset).execute() as Promise<Row[]>;
  };

  // The first page needs no total to be read: both queries at once.
  if (page.offset === 0) {
    const [total, rows] = await Promise.all([counting, read(direction, page.perPage, 0)]);
    return { total, rows };
  }
  const total = await counting;
  const end = Math.min(total, page.offset + page.perPage);
  if (end <= page.offset) return { total, rows: [] };
  if (page.offset <= total - end) {
    return { total, rows: await read(direction, page.perPage, page.offset) };
  }
  const reverse: Direction = direction === "asc" ? "desc" : "asc";
  const rows = await read(reverse, end - page.offset, total - end);
  return { total, rows: rows.reverse() };
}
