// ADR 0004: a save drops them here and, through the shared announcements, on every replica.
import { DEFAULT_TIME_ZONE } from "~core/time/zone";
import type { Language } from "~/modules/i18n/config";
import { cachedProviderGet, invalidateProviderCache } from "~/modules/provider/cache.server";
import type { Item } from "~/modules/provider/types";
import { siteDetails, type SiteDetails, type SiteSettings } from "./types";

export const SETTINGS_PATH = "settings";

/** Null while the provider cannot answer: the layout shows what it can instead of failing. */
export async function readSiteSettings(request: Request): Promise<SiteSettings | null> {
  const result = await cachedProviderGet<Item<SiteSettings>>({
    request,
    path: SETTINGS_PATH,
    language: "en",
  });
  if (!result.ok) return null;
  // Anything but the record (an older or foreign provider's list) counts as no settings.
  const data = result.body.data;
  return data && typeof data === "object" && !Array.isArray(data) ? data : null;
}

// Built once per settings answer and language: the read cache hands every page the same answer
// for its lifetime, and a page asks up to three times (the root loader, the structured data, the
// home loader); checking the time zone alone builds an Intl.DateTimeFormat (docs/performance.md,
// "Where a request's time goes"). Shared by the pages that read it, so never changed.
const built = new WeakMap<SiteSettings, Partial<Record<Language, SiteDetails>>>();

export function siteDetailsOf(settings: SiteSettings, language: Language): SiteDetails {
  let byLanguage = built.get(settings);
  if (!byLanguage) built.set(settings, (byLanguage = {}));
  return (byLanguage[language] ??= siteDetails(settings, language));
}

export async function readSiteDetails(
  request: Request,
  language: Language,
): Promise<SiteDetails | null> {
  const settings = await readSiteSettings(request);
  return settings ? siteDetailsOf(settings, language) : null;
}

/** The site's time zone as siteDetails checked it (Asia/Riyadh while the provider is away). */
export async function readSiteTimeZone(request: Request, language: Language): Promise<string> {
  return (await readSiteDetails(request, language))?.timeZone ?? DEFAULT_TIME_ZONE;
}

export function forgetSiteSettings() {
  invalidateProviderCache([SETTINGS_PATH]);
}
