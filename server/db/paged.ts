/**
 * One page of a list ordered by id, and the list's total: what every dashboard and public list
 * answers (paging.ts's page numbers).
 *
 * A deep page costs what its OFFSET walks: on PostgreSQL the last page of 10,000 rows walks the
 * whole primary-key index (docs/performance.md). A page past the middle is therefore read from the
 * other end, in the opposite order, and turned round: the last page costs what the first does,
 * and no page walks more than half the list.
 */
import type { SelectQueryBuilder } from "kysely";
import type { PageRequest } from "../http/paging.js";

export type Direction = "asc" | "desc";

// The tables differ per caller; all this needs is an `id` column to order by.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyList = SelectQueryBuilder<any, any, object>;

export async function pagedRows<Row>(
  base: AnyList,
  page: PageRequest,
  direction: Direction,
): Promise<{ total: number; rows: Row[] }> {
  const counting = base
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.total));
  const read = (order: Direction, limit: number, offset: number) =>
    base.selectAll().orderBy("id", order).limit(limit).offset(offset).execute() as Promise<Row[]>;

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
