// The site settings for loaders, through the public read cache (ADR 0004): a dashboard save
// drops them here and, through the shared announcements, on every replica.
import { getLocale } from "~/modules/i18n/i18next.server";
import { cachedProviderGet, invalidateProviderCache } from "~/modules/provider/cache.server";
import type { Item } from "~/modules/provider/types";
import { siteDetails, type SiteDetails, type SiteSettings } from "./types";

/** The provider path, and the read cache's prefix for it. */
export const SETTINGS_PATH = "settings";

/**
 * The settings, or null while the provider cannot answer: the layout then shows what it can
 * without them (the brand from the locale files, no contact details) instead of failing.
 */
export async function readSiteSettings(request: Request): Promise<SiteSettings | null> {
  // One language-neutral read: both languages' texts are in one answer.
  const result = await cachedProviderGet<Item<SiteSettings>>({
    request,
    path: SETTINGS_PATH,
    language: "en",
  });
  return result.ok && result.body.data ? result.body.data : null;
}

export async function readSiteDetails(request: Request): Promise<SiteDetails | null> {
  const [settings, language] = await Promise.all([readSiteSettings(request), getLocale(request)]);
  return settings ? siteDetails(settings, language) : null;
}

/** After a save: every page shows the new details (page cache included, ADR 0007). */
export function forgetSiteSettings() {
  invalidateProviderCache([SETTINGS_PATH]);
}
