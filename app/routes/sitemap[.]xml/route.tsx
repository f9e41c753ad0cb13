import type { LoaderFunctionArgs } from "@remix-run/node";
import { LANGUAGE_COOKIE, supportedLanguages } from "~/modules/i18n/config";
import { PUBLIC_PAGES } from "./public-pages";
import { getPublicUrl, markHostLinks } from "~/modules/security/public-origin.server";
import { itemPages, type ItemPageEntry } from "./item-pages.server";

function escapeXml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function urlEntry(
  loc: string,
  alternates: string,
  extra: { lastmod?: string; priority: string },
): string {
  const lastmod = extra.lastmod ? `\n    <lastmod>${escapeXml(extra.lastmod)}</lastmod>` : "";
  return `  <url>\n    <loc>${loc}</loc>\n${alternates}${lastmod}\n    <changefreq>weekly</changefreq>\n    <priority>${extra.priority}</priority>\n  </url>`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = getPublicUrl(request);
  const address = (path: string, language?: string) => {
    const url = new URL(path, origin);
    if (language) url.searchParams.set(LANGUAGE_COOKIE, language);
    return escapeXml(url.toString());
  };
  const entries = PUBLIC_PAGES.flatMap((path) => {
    const alternates = [
      ...supportedLanguages.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${address(path, lang)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join("\n");
    return supportedLanguages.map((lang) =>
      urlEntry(address(path, lang), alternates, { priority: path === "/" ? "1.0" : "0.7" }),
    );
  });
  // Each item page in each language it is published in, with the other language's as alternate.
  const items = (await itemPages(request)).flatMap((item: ItemPageEntry) => {
    const paths = supportedLanguages.flatMap((lang) => {
      const path = item.paths[lang];
      return path ? [{ lang, path }] : [];
    });
    const alternates = [
      ...paths.map(
        ({ lang, path }) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${address(path, lang)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(paths[0]!.path)}"/>`,
    ].join("\n");
    return paths.map(({ lang, path }) =>
      urlEntry(address(path, lang), alternates, { lastmod: item.updatedAt, priority: "0.6" }),
    );
  });
  entries.push(...items);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  // Private and varying by Host unless PUBLIC_URL fixes the origin (see markHostLinks).
  const headers = markHostLinks(
    new Headers({
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  );
  return new Response(xml, { headers });
}
