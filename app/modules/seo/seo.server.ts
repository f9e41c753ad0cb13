import {
  fallbackLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  supportedLanguages,
  type Language,
} from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { normalQuery, type QueryParam } from "~/modules/page-query/page-query";
import { getPublicUrl } from "~/modules/security/public-origin.server";
import { defaultPreview, LOGO } from "./brand";

import { brandedTitle } from "./brand";
import type { MetaDescriptor } from "@remix-run/node";
import { seoMeta, type JsonLd, type Seo, type SeoImage } from "./meta";
import {
  absolute,
  breadcrumbSchema,
  organizationSchema,
  webPageSchema,
  type OrganizationTexts,
  type SchemaContext,
  type SchemaImage,
} from "./structured-data.server";
import type { Question } from "schema-dts";
import {
  readSiteDetails,
  readSiteSettings,
  siteDetailsOf,
} from "~/modules/site-settings/settings.server";

// The others (language, modal) are dropped from canonical and alternate addresses.
const CONTENT_PARAMS: readonly QueryParam[] = ["page", "service_id"];

// Facebook knows Arabic only as ar_AR.
const OG_LOCALES: Record<Language, string> = { en: "en_US", ar: "ar_AR" };

export function pageAddress(
  origin: URL,
  url: URL,
  language: Language | null,
  query: readonly QueryParam[] = [],
): string {
  const address = new URL(url.pathname, origin);
  address.search = normalQuery(
    url.searchParams,
    query.filter((name) => CONTENT_PARAMS.includes(name)),
  );
  if (language) address.searchParams.set(LANGUAGE_COOKIE, language);
  return address.toString();
}

export type PagePicture = SchemaImage & { alt: string };

export type PageSchema = (ctx: SchemaContext) => { mainEntity?: Question[]; blocks?: JsonLd[] };

type PageInput = {
  language: Language;
  title: string;
  heading: string;
  description: string;
  organization: OrganizationTexts;
  homeName: string;
  image?: PagePicture | null;
  type?: Seo["type"];
  schema?: PageSchema;
  query?: readonly QueryParam[];
  /** A page whose address differs by language (an item's slug): its path in each language it
   * is published in, for the alternates. */
  paths?: Partial<Record<Language, string>>;
  /** Steps between home and the page in its breadcrumbs. */
  trail?: { name: string; path: string }[];
};

function imageType(path: string): string {
  const extension = /\.(\w+)$/.exec(new URL(path, "http://x").pathname)?.[1]?.toLowerCase();
  return extension === "png"
    ? "image/png"
    : extension === "jpg" || extension === "jpeg"
      ? "image/jpeg"
      : "image/webp";
}

function previewImage(origin: URL, input: PageInput): SeoImage {
  const own = input.image;
  if (own && own.width && own.height) {
    return {
      url: absolute(origin, own.src),
      width: own.width,
      height: own.height,
      alt: own.alt,
      type: imageType(own.src),
    };
  }
  const brand = defaultPreview(input.language);
  return {
    url: absolute(origin, brand.path),
    width: brand.width,
    height: brand.height,
    alt: input.organization.name,
    type: brand.type,
  };
}

export function buildSeo(request: Request, input: PageInput): Seo {
  const origin = getPublicUrl(request);
  const url = new URL(request.url);
  const language = isLanguage(input.language) ? input.language : "en";
  const { paths } = input;
  const urlIn = (lang: Language) => {
    const path = paths?.[lang];
    return path ? new URL(path, origin) : url;
  };
  const alternates: Seo["alternates"] = supportedLanguages
    .filter((lang) => !paths || paths[lang])
    .map((lang) => ({ hrefLang: lang, href: pageAddress(origin, urlIn(lang), lang, input.query) }));
  alternates.push({
    hrefLang: "x-default",
    href: pageAddress(origin, urlIn(fallbackLanguage), null, input.query),
  });
  // The canonical is the address served: a bare address pointing at `?lng=..` would be a canonical
  // pointing to another hreflang location.
  const requested = url.searchParams.get(LANGUAGE_COOKIE);
  const canonical = pageAddress(origin, url, isLanguage(requested) ? language : null, input.query);
  const image = previewImage(origin, { ...input, language });
  const ctx: SchemaContext = {
    origin,
    language,
    pageUrl: canonical,
    link: (path) => pageAddress(origin, new URL(path, origin), language),
    pageName: input.heading,
    organization: input.organization,
  };
  const own = input.schema?.(ctx) ?? {};
  const siteName = input.organization.name;
  const jsonLd = [
    organizationSchema(ctx, input.organization),
    webPageSchema(ctx, {
      path: url.pathname,
      name: input.heading,
      description: input.description,
      siteName,
      image: { src: image.url, width: image.width, height: image.height },
      mainEntity: own.mainEntity,
    }),
    ...(url.pathname === "/"
      ? []
      : [
          breadcrumbSchema(ctx, [
            { name: input.homeName, path: "/" },
            ...(input.trail ?? []),
            { name: input.heading, path: url.pathname },
          ]),
        ]),
    ...(own.blocks ?? []),
  ];
  return {
    title: input.title,
    description: input.description,
    url: canonical,
    canonical,
    alternates,
    locale: OG_LOCALES[language],
    alternateLocales: supportedLanguages
      .filter((lang) => lang !== language)
      .map((lang) => OG_LOCALES[lang]),
    type: input.type ?? "website",
    image,
    siteName,
    jsonLd,
  };
}

/** The company's name from the settings; the locale's while the provider cannot answer. */
export async function companyName(request: Request, language: Language): Promise<string> {
  const [site, t] = await Promise.all([readSiteDetails(request, language), getServerT(language)]);
  return site?.name ?? t("brand.name");
}

export async function companyTitle(
  request: Request,
  language: Language,
  title: string,
): Promise<string> {
  return brandedTitle(title, await companyName(request, language));
}

/** While the provider cannot answer, the name from the locale files and nothing else. */
export async function organizationTexts(
  request: Request,
  language: Language,
): Promise<OrganizationTexts> {
  const other = supportedLanguages.find((lang) => lang !== language) ?? language;
  const [settings, t, otherT] = await Promise.all([
    readSiteSettings(request),
    getServerT(language),
    getServerT(other),
  ]);
  if (!settings) {
    return {
      name: t("brand.name"),
      alternateName: otherT("brand.name"),
      description: t("meta.description"),
      email: "",
      telephones: [],
      logo: LOGO,
    };
  }
  const site = siteDetailsOf(settings, language);
  return {
    name: site.name,
    alternateName: siteDetailsOf(settings, other).name,
    description: site.description,
    email: site.email.text,
    telephones: site.phones.map((phone) => phone.text),
    logo: site.logo ? { path: site.logo, width: null, height: null } : LOGO,
    sameAs: site.social.map((link) => link.href),
  };
}

type Extra = {
  query?: readonly QueryParam[];
  paths?: PageInput["paths"];
  trail?: PageInput["trail"];
  image?: PagePicture | null;
  description?: string;
  type?: Seo["type"];
  schema?: PageSchema;
};

export async function pageSeo(
  request: Request,
  language: Language,
  input: { title: string; heading: string; description: string } & Extra,
): Promise<MetaDescriptor[]> {
  const [common, pages, organization] = await Promise.all([
    getServerT(language),
    getServerT(language, "pages"),
    organizationTexts(request, language),
  ]);
  const siteName = organization.name;
  // The tags themselves travel to the browser, not what they are made from: the page's script
  // then carries no code to build them (docs/performance.md, "First visit").
  const feed = {
    href: new URL(`/posts/feed/${language}`, getPublicUrl(request)).toString(),
    title: pages("item.feed"),
  };
  return seoMeta({
    ...buildSeo(request, {
      ...input,
      language,
      title: input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`,
      organization,
      homeName: common("navbar.home"),
    }),
    feed,
  });
}

export async function translatedSeo(
  request: Request,
  language: Language,
  namespace: string,
  page: string,
  extra: Extra = {},
): Promise<MetaDescriptor[]> {
  const [t, common, site] = await Promise.all([
    getServerT(language, namespace),
    getServerT(language),
    readSiteDetails(request, language),
  ]);
  // The company's own words (site settings) wherever a text names it.
  const words = {
    name: site?.name ?? common("brand.name"),
    tagline: site?.tagline ?? common("brand.tagline"),
  };
  const title = t(`meta.${page}.title`, words);
  return pageSeo(request, language, {
    ...extra,
    title,
    heading: title,
    description: extra.description || t(`meta.${page}.description`, words),
  });
}
