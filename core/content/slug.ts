// Item pages' addresses per language (docs/publishing.md, "Addresses"). No imports: the provider
// and the dashboard's browser bundle both use it.

const MAX = 80;
const MARKS = /\p{M}+/gu;
const TATWEEL = /\u0640/g;

function dashed(value: string, keep: RegExp): string {
  const words = value.toLowerCase().split(keep).filter(Boolean);
  let out = "";
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if ([...next].length > MAX) break;
    out = next;
  }
  // One word longer than the limit is cut.
  return out || [...(words[0] ?? "")].slice(0, MAX).join("");
}

/** The Arabic page's slug: letters of any script and digits kept, marks and tatweel dropped. */
export function arabicSlug(value: string): string {
  return dashed(value.normalize("NFC").replace(MARKS, "").replace(TATWEEL, ""), /[^\p{L}\p{N}]+/u);
}

/** The English page's slug: lower-case ASCII letters and digits with dashes. */
export function englishSlug(value: string): string {
  return dashed(value.normalize("NFKD").replace(MARKS, ""), /[^a-z0-9]+/);
}

export const slugOf = (lang: "ar" | "en", value: string) =>
  lang === "ar" ? arabicSlug(value) : englishSlug(value);

/** The entities with a page of their own per item. */
export const ITEM_PAGES = ["services", "projects", "posts"] as const;
export type ItemPageKey = (typeof ITEM_PAGES)[number];
export const isItemPage = (key: string): key is ItemPageKey =>
  ITEM_PAGES.some((known) => known === key);

/** An item page's path; the language comes with the visitor (cookie or `?lng=`). */
export const itemHref = (key: ItemPageKey, slug: string | null | undefined): string | null =>
  slug ? `/${key}/${encodeURIComponent(slug)}` : null;

/** The slug a record's page has in `language` (empty in a public answer when not published). */
export function slugIn(
  record: { ar_slug?: string | null; en_slug?: string | null },
  language: string,
): string | null {
  return (language === "ar" ? record.ar_slug : record.en_slug) || null;
}
