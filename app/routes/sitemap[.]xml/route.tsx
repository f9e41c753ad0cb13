import type { LoaderFunctionArgs } from "@remix-run/node";
import { LANGUAGE_COOKIE, supportedLanguages } from "~/modules/i18n/config";
import { PUBLIC_PAGES } from "./public-pages";
import { getPublicUrl, markHostLinks } from "~/modules/security/public-origin.server";

function escapeXml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function loader({ request }: LoaderFunctionArgs) {
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
    return supportedLanguages.map(
      (lang) =>
        `  <url>\n    <loc>${address(path, lang)}</loc>\n${alternates}\n    <changefreq>weekly</changefreq>\n    <priority>${path === "/" ? "1.0" : "0.7"}</priority>\n  </url>`,
    );
  });
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
