// An item's own page (docs/publishing.md, "Addresses"): read by its slug in the page's language;
// another language's or an earlier slug redirects (301) to the current one, a deleted item's
// address answers 410, a draft or a language not published 404, each with the site's page.
import { json, redirect } from "@remix-run/node";
import { getServerT } from "~/modules/i18n/i18next.server";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { namedPicture } from "~/modules/seo/page-schema.server";
import { pageSeo } from "~/modules/seo/seo.server";
import { itemSchema } from "~/modules/seo/structured-data.server";
import { localized, otherLanguage, type Language } from "~/modules/i18n/config";
import { cachedProviderGet } from "~/modules/provider/cache.server";
import { throwProviderError } from "~/modules/provider/client.server";
import type { ImageInfo, Post, Project, Service } from "~/modules/provider/types";
import { CONTENT_ENTITIES } from "~core/content/registry";
import type { ItemPageData } from "./cards";
import { dateLabelOf, postRequirements, safeLink, skillsOf } from "./cards.server";
import { toPicture } from "./images";
import { categoryAnchor } from "./service-groups";
import { plainText, safeHtml } from "./rich-text.server";
import { itemHref, slugIn, type ItemPageKey } from "~core/content/slug";

type Answer<T> = { data?: T; moved?: string };
type Slugged = { ar_slug?: string | null; en_slug?: string | null };

export async function loadItem<T extends Slugged>(
  request: Request,
  language: Language,
  key: ItemPageKey,
  slug: string,
): Promise<T> {
  const path = `${CONTENT_ENTITIES[key].publicPath}/slug/${encodeURIComponent(slug)}`;
  const result = await cachedProviderGet<Answer<T>>({ request, language, path });
  if (!result.ok) {
    const { status } = result.error;
    if (status === 404 || status === 410) throw json({ message: null }, { status });
    throwProviderError(result.error);
  }
  const { data, moved } = result.body;
  if (moved) {
    const search = new URL(request.url).search;
    throw redirect(`${itemHref(key, moved)}${search}`, 301);
  }
  if (!data) throw json({ message: null }, { status: 404 });
  return data;
}

/** Up to three of a list's other items, as cards. */
export function othersThan<T extends { id: number }, C>(
  list: T[],
  id: number,
  card: (record: T) => C,
): C[] {
  return list
    .filter((other) => other.id !== id)
    .slice(0, 3)
    .map(card);
}

/** An item page's loader answer: the page, the route's own `extra`, and its head. */
export async function itemPageJson<E extends object>(
  request: Request,
  language: Language,
  key: ItemPageKey,
  record: Any,
  extra: E,
) {
  const item = toItemPage(key, record, language);
  const seo = await itemSeo(request, language, key, record, item);
  return json({ item, ...extra, seo }, { headers: hostLinkHeaders() });
}

/** Each language's path the item is published in (hreflang alternates). */
export function itemPaths(key: ItemPageKey, record: Slugged, language: Language) {
  const other = otherLanguage(language);
  return {
    [language]: itemHref(key, slugIn(record, language)) ?? undefined,
    [other]: itemHref(key, slugIn(record, other)) ?? undefined,
  };
}

const pictures = (images: ImageInfo[] | undefined) =>
  (images ?? []).flatMap((image) => toPicture(image, "page") ?? []);

type Any = Service | Project | Post;

export function toItemPage(key: ItemPageKey, record: Any, language: Language): ItemPageData {
  const project = key === "projects" && "service_id" in record ? record : null;
  const service = key === "services" && "category_id" in record ? record : null;
  const post = key === "posts" && "ar_requirements" in record ? record : null;
  const parentRecord = service?.category ?? project?.service ?? null;
  return {
    name: localized(record, "name", language),
    bodyHtml: safeHtml(localized(record, "info", language)),
    pictures: pictures(record.images),
    parent: parentRecord
      ? {
          name: localized(parentRecord, "name", language),
          href: project
            ? itemHref("services", slugIn(parentRecord, language))
            : `/services#${categoryAnchor(parentRecord.id)}`,
        }
      : null,
    createdAt: record.created_at,
    dateLabel: post ? dateLabelOf(record.created_at, language) : null,
    skills: project ? skillsOf(project) : [],
    link: project ? safeLink(project.link) : null,
    requirements: post ? postRequirements(post, language) : [],
  };
}

export const describe = (record: Any, language: Language) =>
  plainText(localized(record, "info", language), 300);

const SCHEMA_TYPES = {
  services: "Service",
  projects: "CreativeWork",
  posts: "BlogPosting",
} as const;

/** Title, description, canonical, alternates to the other language's slug, the item's own
 * picture and its JSON-LD with breadcrumbs (ADR 0012). */
export async function itemSeo(
  request: Request,
  language: Language,
  key: ItemPageKey,
  record: Any,
  item: ItemPageData,
) {
  const t = await getServerT(language, "pages");
  return pageSeo(request, language, {
    title: item.name,
    heading: item.name,
    description: describe(record, language) || t(`meta.${key}.description`),
    image: namedPicture(record, language),
    type: key === "posts" ? "article" : "website",
    paths: itemPaths(key, record, language),
    trail: [{ name: t(`meta.${key}.title`), path: `/${key}` }],
    schema: (ctx) => ({
      blocks: [
        itemSchema(ctx, {
          type: SCHEMA_TYPES[key],
          name: item.name,
          description: describe(record, language),
          images: item.pictures,
          about: item.parent?.name ?? null,
          published: record.created_at,
          modified: record.updated_at,
        }),
      ],
    }),
  });
}
