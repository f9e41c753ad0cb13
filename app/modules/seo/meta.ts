import type { MetaDescriptor } from "@remix-run/node";

export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

export type SeoImage = { url: string; width: number; height: number; alt: string; type: string };

/** What a page's tags are made of; its loader sends them as `seoMeta` writes them. */
export type Seo = {
  title: string;
  description: string;
  url: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  locale: string;
  alternateLocales: string[];
  type: "website" | "article";
  image: SeoImage;
  siteName: string;
  jsonLd: JsonLd[];
  /** The posts' feed in the page's language (app/routes/posts.feed.$lang.tsx). */
  feed?: { href: string; title: string };
};

export function seoMeta(seo: Seo | undefined | null): MetaDescriptor[] {
  if (!seo) return [];
  const { image } = seo;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
    ...(seo.feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/atom+xml",
            title: seo.feed.title,
            href: seo.feed.href,
          },
        ]
      : []),
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.type },
    { property: "og:url", content: seo.url },
    { property: "og:locale", content: seo.locale },
    ...seo.alternateLocales.map((locale) => ({ property: "og:locale:alternate", content: locale })),
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: image.type },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    // Remix escapes each block, so no text in it can close the script.
    ...seo.jsonLd.map((block) => ({ "script:ld+json": block })),
  ];
}

/** Every page search engines must not list (sign-in, account, dashboard, preview, the no-JS
 * ask-service page) says so in this one shape; the public pages send `seoMeta`'s. */
export function privateMeta(title: string | null | undefined): MetaDescriptor[] {
  return [...(title ? [{ title }] : []), { name: "robots", content: "noindex" }];
}
