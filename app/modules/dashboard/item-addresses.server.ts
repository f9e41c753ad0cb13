// The edit modal's public address per language (docs/publishing.md, "The editor"): where the
// record is live in a language, its page to view; where it is not (a draft, or a publish time
// still ahead), its signed preview link instead, so a draft's future address never 404s on a click.
import { previewLinks } from "~/modules/content/preview.server";
import type { Language } from "~/modules/i18n/config";
import { pageAddress } from "~/modules/seo/seo.server";
import { getPublicUrl } from "~/modules/security/public-origin.server";
import { isItemPage, itemHref } from "~core/content/slug";
import type { Row } from "./provider.server";

/** `address`: the page's public address as a visitor types it (null before it has a slug). */
export type ItemAddress = { address: string | null; href: string; live: boolean };

function isLive(item: Row, lang: Language, now: number) {
  if (item[`${lang}_status`] !== "published") return false;
  const at = typeof item.publish_at === "string" ? Date.parse(item.publish_at) : Number.NaN;
  return Number.isNaN(at) || at <= now;
}

/** Null for an entity without item pages, or a record not saved yet. */
export function itemAddresses(
  request: Request,
  key: string,
  item: Row | null,
): Record<Language, ItemAddress> | null {
  if (!item || !isItemPage(key)) return null;
  const previews = previewLinks(key, item.id);
  if (!previews) return null;
  const origin = getPublicUrl(request);
  const now = Date.now();
  const entry = (lang: Language): ItemAddress => {
    const slug = item[`${lang}_slug`];
    const path = itemHref(key, typeof slug === "string" ? slug : null);
    const address = path ? pageAddress(origin, new URL(path, origin), lang) : null;
    const live = Boolean(address) && isLive(item, lang, now);
    return { address, href: live && address ? address : previews[lang], live };
  };
  return { ar: entry("ar"), en: entry("en") };
}
