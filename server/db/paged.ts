// A page past the middle is read from the other end and turned round, so no page's OFFSET walks
// more than half the list (docs/performance.md). An unfiltered list's total on PostgreSQL comes
// from the trigger-kept counts (migration 0004): count(*) there reads the whole table.
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { PageRequest } from "../http/paging.js";
import { engineOf } from "./engine.js";
import type { COUNTED_TABLES } from "./migrations/0004-row-counts.js";
import type { TEAM_COUNTED_TABLES } from "./migrations/0006-team-and-pages.js";

export type Direction = "asc" | "desc";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyList = SelectQueryBuilder<any, any, object>;

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
  /** The last one unique (`id`). */
  orderBy: readonly string[] = ["id"],
  /** Where the total may come from instead of a count (server/db/public-counts.ts). */
  keptTotal?: (count: () => Promise<number>) => Promise<number>,
): Promise<{ total: number; rows: Row[] }> {
  const countAll = () =>
    base
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.total));
  const counting =
    whole && engineOf(whole.db) === "postgres"
      ? keptCount(whole).then((n) => n ?? countAll())
      : keptTotal
        ? keptTotal(countAll)
        : countAll();
  const read = (order: Direction, limit: number, offset: number) => {
    let query = base.selectAll();
    for (const column of orderBy) query = query.orderBy(column, order);
    // The page size written into the SQL, not bound: SQLite reads a page of a bound LIMIT at
    // about 1.5 times the CPU (docs/performance.md, "2026-11-29"), and a list has few sizes.
    if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`bad page size ${limit}`);
    return query.limit(sql.lit(limit)).offset(offset).execute() as Promise<Row[]>;
  };

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
