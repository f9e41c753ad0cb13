import type { LoaderFunctionArgs } from "@remix-run/node";
import { directionOf, isLanguage, LANGUAGE_COOKIE } from "~/modules/i18n/config";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { BACKGROUND_COLOR, MANIFEST_ICONS, THEME_COLOR } from "~/modules/seo/brand";
import { readSiteSettings, siteDetailsOf } from "~/modules/site-settings/settings.server";

// A home screen shows about 12 characters of a name; a longer one is cut to its first word.
const SHORT_NAME_MAX = 12;
function shortName(name: string): string {
  return name.length <= SHORT_NAME_MAX ? name : name.split(/\s+/)[0].slice(0, SHORT_NAME_MAX);
}

/**
 * The web app manifest, in the visitor's language: the document links it with `?lng=` (root.tsx),
 * else the language cookie chooses. Its addresses are relative to itself, so it names no host.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const [t, settings] = await Promise.all([getServerT(language), readSiteSettings(request)]);
  // The company's name, description and icon from the site settings.
  const site = settings ? siteDetailsOf(settings, language) : null;
  const name = site?.name ?? t("brand.name");
  // An uploaded icon's size is not kept ("any"); the built-in ones stay for the sizes they state.
  const uploaded = site?.favicon
    ? [{ src: site.favicon, sizes: "any", type: "image/webp", purpose: "any" }]
    : [];
  const manifest = {
    id: "/",
    name,
    short_name: shortName(name),
    description: site?.description ?? t("meta.description"),
    lang: language,
    dir: directionOf(language),
    start_url: `/?${LANGUAGE_COOKIE}=${language}`,
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [...uploaded, ...MANIFEST_ICONS],
  };
  const fixed = isLanguage(new URL(request.url).searchParams.get(LANGUAGE_COOKIE));
  const headers = new Headers({
    "Content-Type": "application/manifest+json; charset=utf-8",
    "Cache-Control": fixed ? "public, max-age=86400" : "private, max-age=3600",
  });
  if (!fixed) headers.set("Vary", "Cookie");
  return new Response(JSON.stringify(manifest), { headers });
}
