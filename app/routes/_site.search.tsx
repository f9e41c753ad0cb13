// The site search (docs/publishing.md, "Site search"): a plain GET form, so it works without
// JavaScript; the page cache keys it on `q` and `page` (handle.query).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Pagination } from "~/components/site/kit";
import { itemHref } from "~core/content/slug";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { normalQuery, pageNumber, type QueryParam } from "~/modules/page-query/page-query";
import { readPublicList } from "~/modules/provider/cache.server";
import { highlight, type Segment } from "~core/search/highlight";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { pageSeo } from "~/modules/seo/seo.server";

export const handle = {
  i18n: ["common", "pages"],
  pageCache: true,
  query: ["q", "page"] satisfies QueryParam[],
};

const PER_PAGE = 10;

type Hit = {
  entity: "services" | "projects" | "posts" | "faqs";
  id: number;
  name: string;
  text: string;
  slug: string | null;
};

const hrefOf = (hit: Hit) =>
  hit.entity === "faqs" ? `/FAQs#faq-${hit.id}` : itemHref(hit.entity, hit.slug);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams(normalQuery(url.searchParams, ["q"])).get("q") ?? "";
  const page = pageNumber(url.searchParams.get("page"));
  const language = await getLanguage(request);
  const t = await getServerT(language, "pages");
  const found = q
    ? await readPublicList<Hit>(request, language, "search", { q, page, per_page: PER_PAGE })
    : null;
  const results = (found?.data ?? []).flatMap((hit) => {
    const href = hrefOf(hit);
    if (!href) return [];
    return [
      {
        key: `${hit.entity}-${hit.id}`,
        entity: hit.entity,
        href,
        name: highlight(hit.name, q, 200),
        text: highlight(hit.text, q),
      },
    ];
  });
  const title = q ? t("search.results_for", { q }) : t("search.title");
  return json(
    {
      q,
      results,
      meta: found?.meta ?? null,
      seo: await pageSeo(request, language, {
        title,
        heading: title,
        description: t("search.description"),
        query: handle.query,
      }),
    },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data?.seo ?? []),
  // Result pages are not content of their own.
  { name: "robots", content: "noindex, follow" },
];

function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}

function pageHref(q: string, page: number) {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set("page", String(page));
  return `/search?${params.toString()}`;
}

export default function SearchPage() {
  const { q, results, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader title={q ? t("search.results_for", { q }) : t("search.title")}>
        <Form method="get" action="/search" role="search" className="search-form">
          <label htmlFor="search-q" className="visually-hidden">
            {t("search.label")}
          </label>
          <input id="search-q" type="search" name="q" defaultValue={q} key={q} maxLength={100} />
          <button type="submit" className="button button-primary">
            {t("search.submit")}
          </button>
        </Form>
      </PageHeader>
      <section className="section" aria-label={t("search.title")}>
        <div className="container narrow">
          {!q ? (
            <p className="empty-state">{t("search.prompt")}</p>
          ) : results.length === 0 ? (
            <div className="empty-state" data-testid="search-empty">
              <h2>{t("search.nothing_title")}</h2>
              <p>{t("search.nothing", { q })}</p>
            </div>
          ) : (
            <>
              <ol className="search-results" data-testid="search-results">
                {results.map((result) => (
                  <li key={result.key} className="search-result">
                    <p className="card-kicker">{t(`search.kinds.${result.entity}`)}</p>
                    <h2 className="card-heading">
                      <Link to={result.href}>
                        <Marked segments={result.name} />
                      </Link>
                    </h2>
                    <p className="card-text">
                      <Marked segments={result.text} />
                    </p>
                  </li>
                ))}
              </ol>
              {meta ? (
                <Pagination
                  page={meta.current_page}
                  lastPage={meta.last_page}
                  total={meta.total}
                  capped={meta.capped}
                  href={(page) => pageHref(q, page)}
                />
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}
