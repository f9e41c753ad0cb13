// What the dashboard's CSV exports share: every page of a provider list, and the download answer
// (toCsv: BOM, quoting, formula guard).
import { toCsv } from "./csv";
import type { ListPage, Result, Row } from "./provider.server";

const EXPORT_PER_PAGE = 100;
/** An export stops here (10,000 rows per list); the dashboard is not an archive. */
const EXPORT_MAX_PAGES = 100;

/** Every row of a list, page after page, with the provider's largest page. */
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

/** A CSV download named `<name>-<day>.csv`, never kept by a cache (admin data). */
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
