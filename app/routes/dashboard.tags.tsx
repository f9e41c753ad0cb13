import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { EntityScreen } from "~/components/dashboard/entity-screen";
import { withParam } from "~/components/dashboard/links";
import { SearchForm } from "~/components/dashboard/search-form";
import { listAction, listLoader, type ListLoaderData } from "~/modules/dashboard/crud.server";
import { keepFormAfterServerError } from "~/modules/dashboard/revalidate";
import { ENTITIES } from "~/modules/dashboard/entities";
import { failLoader, requireArea } from "~/modules/dashboard/guard.server";
import { pageNumber } from "~/modules/page-query/page-query";
import { listRows, type Row } from "~/modules/dashboard/provider.server";
import { getLanguage } from "~/modules/i18n/i18next.server";

export const shouldRevalidate = keepFormAfterServerError;

export const handle = { i18n: ["common", "dashboard"] };

/** "Load more" without JS: `?pages=3` shows pages 1 to 3 at once. */
const MAX_PAGES = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const user = await requireArea(request, language, "content");
  const url = new URL(request.url);
  const pages = Math.min(MAX_PAGES, pageNumber(url.searchParams.get("pages")));
  const table = (url.searchParams.get("table") ?? "").trim().slice(0, 50);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const call = { request, language, token: user.token };
  const results = await Promise.all(
    Array.from({ length: pages }, (_, i) =>
      listRows(ENTITIES.tags, call, { page: i + 1, q, table }),
    ),
  );
  const items: Row[] = [];
  let total = 0;
  let hasMore = true;
  for (const result of results) {
    if (!result.ok) return failLoader(request, result.error);
    total = result.value.total;
    // Spec §4: paging stops at the first page that comes back empty.
    if (result.value.items.length === 0) {
      hasMore = false;
      break;
    }
    items.push(...result.value.items);
  }
  hasMore = hasMore && items.length < total;
  const page = { items, total, page: 1, lastPage: 1, perPage: items.length };
  const data: ListLoaderData = {
    ...(await listLoader(request, language, "tags", page)),
    pages,
    hasMore,
    table,
  };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  return listAction(request, await getLanguage(request), "tags");
}

export default function Tags() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboard");
  const pages = data.pages ?? 1;
  return (
    <EntityScreen
      entity="tags"
      tools={
        <SearchForm q={data.q} path="/dashboard/tags" label={t("fields.title")}>
          <label className="admin-search-field">
            <span className="visually-hidden">{t("tags.table_label")}</span>
            <input
              type="text"
              name="table"
              defaultValue={data.table}
              key={data.table}
              placeholder={t("tags.table_label")}
              dir="ltr"
            />
          </label>
        </SearchForm>
      }
      footer={
        <div className="load-more">
          <span>{t("tags.shown", { shown: data.items.length, total: data.total })}</span>
          {data.hasMore ? (
            <Link
              to={withParam(data.back, "pages", pages + 1)}
              preventScrollReset
              className="button button-outline"
              data-testid="load-more"
            >
              {t("tags.load_more")}
            </Link>
          ) : (
            <span>{t("tags.no_more")}</span>
          )}
        </div>
      }
    />
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
