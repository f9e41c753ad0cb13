import { toCsv } from "./csv";
import type { ListPage, Result, Row } from "./provider.server";

const EXPORT_PER_PAGE = 100;
/** The dashboard is not an archive. */
const EXPORT_MAX_PAGES = 100;

export async function allPages(
  fetchPage: (page: number, perPage: number) => Promise<Result<ListPage>>,
): Promise<Result<Row[]>> {
  const rows: Row[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const result = await fetchPage(page, EXPORT_PER_PAGE);
    if (!result.ok) return result;
    rows.push(...result.value.items);
    if (result.value.items.length === 0 || page >= result.value.lastPage) break;
  }
  return { ok: true, value: rows };
}

/** Never kept by a cache (admin data). */
export function csvResponse(rows: unknown[][], name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
