// The provider's list of item pages (GET item-pages): each record's slug in every language it is
// published in. Without an answer the sitemap still lists the fixed pages.
import type { Language } from "~/modules/i18n/config";
import { itemHref, type ItemPageKey } from "~core/content/slug";
import { providerFetch } from "~/modules/provider/client.server";

type Entry = {
  entity: ItemPageKey;
  id: number;
  ar_slug: string | null;
  en_slug: string | null;
  updated_at: string;
};

export type ItemPageEntry = { paths: Partial<Record<Language, string>>; updatedAt: string };

export async function itemPages(request: Request): Promise<ItemPageEntry[]> {
  const result = await providerFetch<{ data?: Entry[] }>({
    request,
    path: "item-pages",
    language: "en",
  });
  if (!result.ok || !Array.isArray(result.body.data)) return [];
  return result.body.data.flatMap((entry) => {
    const paths = {
      ar: itemHref(entry.entity, entry.ar_slug) ?? undefined,
      en: itemHref(entry.entity, entry.en_slug) ?? undefined,
    };
    return paths.ar || paths.en ? [{ paths, updatedAt: entry.updated_at }] : [];
  });
}
