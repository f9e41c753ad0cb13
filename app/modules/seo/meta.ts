import type { MetaDescriptor } from "@remix-run/node";

/** Built by seo.server.ts in loaders; plain data, so it can travel to the browser. */
export type Seo = {
  title: string;
  description: string;
  url: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  locale: string;
  alternateLocales: string[];
  type: "website" | "article";
  image: string | null;
  siteName: string;
};

/** The `meta` export's answer for a page whose loader returned `seo` (see buildSeo). */
export function seoMeta(seo: Seo | undefined | null): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.type },
    { property: "og:url", content: seo.url },
    { property: "og:locale", content: seo.locale },
    ...seo.alternateLocales.map((locale) => ({ property: "og:locale:alternate", content: locale })),
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (seo.image) tags.push({ property: "og:image", content: seo.image });
  return tags;
}
