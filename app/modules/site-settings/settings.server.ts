// ADR 0004: a save drops them here and, through the shared announcements, on every replica.
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

export async function readSiteDetails(
  request: Request,
  language: Language,
): Promise<SiteDetails | null> {
  const settings = await readSiteSettings(request);
  return settings ? siteDetails(settings, language) : null;
}

export function forgetSiteSettings() {
  invalidateProviderCache([SETTINGS_PATH]);
}
