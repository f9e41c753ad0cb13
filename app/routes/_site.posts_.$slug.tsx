// A post's own page (docs/publishing.md, "Addresses"); the list stays at /posts.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemPage } from "~/components/site/item-page";
import { Section } from "~/components/site/page-header";
import { PostCard } from "~/components/site/post-card";
import { toPostCard } from "~/modules/content/cards.server";
import { itemSeo, loadItem, toItemPage } from "~/modules/content/item-page.server";
import { POSTS_PUBLIC_PATH } from "~core/content/registry-types";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Post } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";

export const handle = { i18n: ["common", "pages"], pageCache: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const post = await loadItem<Post>(request, language, "posts", params.slug ?? "");
  const latest = await readPublicList<Post>(request, language, POSTS_PUBLIC_PATH, { per_page: 4 });
  const item = toItemPage("posts", post, language);
  return json(
    {
      item,
      related: latest.data
        .filter((other) => other.id !== post.id)
        .slice(0, 3)
        .map((other) => toPostCard(other, language)),
      seo: await itemSeo(request, language, "posts", post, item),
    },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function PostPage() {
  const { item, related } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <ItemPage item={item} list={{ href: "/posts", name: t("posts.title") }}>
      {related.length > 0 ? (
        <Section id="related-posts" title={t("item.related_posts")}>
          <ul className="post-list">
            {related.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </ItemPage>
  );
}
