// The posts' Atom feed in one language (docs/publishing.md, "Addresses"), named in every public
// page's head (seo.server.ts): the newest posts, each linking to its own page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { plainText } from "~/modules/content/rich-text.server";
import { POSTS_PUBLIC_PATH } from "~core/content/registry-types";
import { itemHref, slugIn } from "~core/content/slug";
import { isLanguage, LANGUAGE_COOKIE, localized } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Post } from "~/modules/provider/types";
import { getPublicUrl, markHostLinks } from "~/modules/security/public-origin.server";
import { organizationTexts } from "~/modules/seo/seo.server";

const ENTRIES = 20;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = params.lang;
  if (!isLanguage(language)) throw new Response("Not Found", { status: 404 });
  const origin = getPublicUrl(request);
  const address = (path: string) => {
    const url = new URL(path, origin);
    url.searchParams.set(LANGUAGE_COOKIE, language);
    return escapeXml(url.toString());
  };
  const [posts, organization, t] = await Promise.all([
    readPublicList<Post>(request, language, POSTS_PUBLIC_PATH, { per_page: ENTRIES }),
    organizationTexts(request, language),
    getServerT(language, "pages"),
  ]);
  const entries = posts.data.flatMap((post) => {
    const path = itemHref("posts", slugIn(post, language));
    if (!path) return [];
    return [
      `  <entry>
    <title>${escapeXml(localized(post, "name", language))}</title>
    <id>${address(path)}</id>
    <link rel="alternate" type="text/html" href="${address(path)}"/>
    <published>${escapeXml(post.created_at)}</published>
    <updated>${escapeXml(post.updated_at)}</updated>
    <summary>${escapeXml(plainText(localized(post, "info", language), 500))}</summary>
  </entry>`,
    ];
  });
  const updated =
    posts.data
      .map((post) => post.updated_at)
      .sort()
      .at(-1) ?? new Date(0).toISOString();
  const self = new URL(`/posts/feed/${language}`, origin).toString();
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">
  <title>${escapeXml(`${t("meta.posts.title")} | ${organization.name}`)}</title>
  <id>${escapeXml(self)}</id>
  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>
  <link rel="alternate" type="text/html" href="${address("/posts")}"/>
  <updated>${escapeXml(updated)}</updated>
  <author><name>${escapeXml(organization.name)}</name></author>
${entries.join("\n")}
</feed>
`;
  // Private and varying by Host unless PUBLIC_URL fixes the origin (see markHostLinks).
  const headers = markHostLinks(
    new Headers({
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    }),
  );
  return new Response(xml, { headers });
}
