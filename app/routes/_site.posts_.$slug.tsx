// A post's own page (docs/publishing.md, "Addresses"); the list stays at /posts.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemPage, PostCard, RelatedItems } from "~/components/site/kit";
import { toPostCard } from "~/modules/content/cards.server";
import { itemPageJson, loadItem, othersThan } from "~/modules/content/item-page.server";
import { POSTS_PUBLIC_PATH } from "~core/content/registry-types";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Post } from "~/modules/provider/types";

export const handle = { i18n: ["common", "pages"], pageCache: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const post = await loadItem<Post>(request, language, "posts", params.slug ?? "");
  const latest = await readPublicList<Post>(request, language, POSTS_PUBLIC_PATH, { per_page: 4 });
  return itemPageJson(request, language, "posts", post, {
    related: othersThan(latest.data, post.id, (other) => toPostCard(other, language)),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function PostPage() {
  const { item, related } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <ItemPage item={item} list={{ href: "/posts", name: t("posts.title") }}>
      <RelatedItems
        id="related-posts"
        title={t("item.related_posts")}
        items={related}
        listClass="post-list"
        card={(post) => <PostCard post={post} />}
      />
    </ItemPage>
  );
}
