import {
  isLanguage,
  LANGUAGE_COOKIE,
  supportedLanguages,
  type Language,
} from "~/modules/i18n/config";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
import { getPublicUrl } from "~/modules/security/public-origin.server";
import type { Seo } from "./meta";

// Search parameters that select different content; anything else (modals, tracking) is dropped
// from canonical and alternate addresses.
const CONTENT_PARAMS = ["page", "service_id"];

const OG_LOCALES: Record<Language, string> = { en: "en_US", ar: "ar_SA" };

/** `origin + path + kept params`, with `lng` set (or removed for x-default). */
export function pageAddress(origin: URL, url: URL, language: Language | null): string {
  const address = new URL(url.pathname, origin);
  const kept = [...url.searchParams].filter(
    ([key, value]) =>
      CONTENT_PARAMS.includes(key) && value !== "" && !(key === "page" && value === "1"),
  );
  kept.sort(([a], [b]) => a.localeCompare(b));
  for (const [key, value] of kept) address.searchParams.append(key, value);
  if (language) address.searchParams.set(LANGUAGE_COOKIE, language);
  return address.toString();
}

/** Everything a page's `meta` needs to describe itself to search engines and link previews. */
export function buildSeo(
  request: Request,
  input: {
    language: Language;
    title: string;
    description: string;
    siteName: string;
    image?: string | null;
    type?: Seo["type"];
  },
): Seo {
  const origin = getPublicUrl(request);
  const url = new URL(request.url);
  const language = isLanguage(input.language) ? input.language : "en";
  const alternates: Seo["alternates"] = supportedLanguages.map((lang) => ({
    hrefLang: lang,
    href: pageAddress(origin, url, lang),
  }));
  alternates.push({ hrefLang: "x-default", href: pageAddress(origin, url, null) });
  // The canonical is the address actually served: every member of the hreflang set names
  // itself. Pointing the bare address (the x-default, language chosen by cookie) at `?lng=..`
  // makes search engines see a canonical that points to another hreflang location.
  const requested = url.searchParams.get(LANGUAGE_COOKIE);
  const canonical = pageAddress(origin, url, isLanguage(requested) ? language : null);
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
    image: input.image ? new URL(input.image, origin).toString() : null,
    siteName: input.siteName,
  };
}

/**
 * The usual case: title and description from `meta.<page>` of a namespace, the brand appended
 * to the title.
 */
export async function translatedSeo(
  request: Request,
  namespace: string,
  page: string,
  extra: { image?: string | null; description?: string; type?: Seo["type"] } = {},
): Promise<Seo> {
  const language = await getLocale(request);
  const [t, common] = await Promise.all([getServerT(language, namespace), getServerT(language)]);
  const siteName = common("brand.name");
  const title = t(`meta.${page}.title`);
  return buildSeo(request, {
    language,
    siteName,
    title: title.includes(siteName) ? title : `${title} | ${siteName}`,
    description: extra.description || t(`meta.${page}.description`),
    image: extra.image,
    type: extra.type,
  });
}
