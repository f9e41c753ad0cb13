import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { PageHeader, Pagination, PostCard } from "~/components/site/kit";
import { toPostCard } from "~/modules/content/cards.server";
import { POSTS_PUBLIC_PATH } from "~core/content/registry-types";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { pageNumber, type QueryParam } from "~/modules/page-query/page-query";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Post } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { namedPicture, postsPageSchema } from "~/modules/seo/page-schema.server";
import { translatedSeo } from "~/modules/seo/seo.server";

export const handle = {
  i18n: ["common", "pages"],
  pageCache: true,
  query: ["page"] satisfies QueryParam[],
};

const PER_PAGE = 4;

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const posts = await readPublicList<Post>(request, language, POSTS_PUBLIC_PATH, {
    page,
    per_page: PER_PAGE,
  });
  return json(
    {
      posts: posts.data.map((post) => toPostCard(post, language)),
      meta: posts.meta,
      seo: await translatedSeo(request, language, "pages", "posts", {
        query: handle.query,
        image: namedPicture(posts.data[0], language),
        schema: postsPageSchema(posts.data, language),
      }),
    },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function PostsPage() {
  const { posts, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader eyebrow={t("posts.eyebrow")} title={t("posts.title")} lead={t("posts.lead")} />
      <section className="section" aria-label={t("posts.title")}>
        <div className="container">
          {posts.length === 0 ? (
            <p className="empty-state">{t("posts.empty")}</p>
          ) : (
            <ul className="post-list" data-testid="post-list">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} eager={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={meta.current_page}
            lastPage={meta.last_page}
            total={meta.total}
            href={(page) => (page > 1 ? `/posts?page=${page}` : "/posts")}
          />
        </div>
      </section>
    </>
  );
}
