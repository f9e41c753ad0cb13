// One folded form of a text, for search and for sorting, that both engines compare byte by byte
// (SQLite's BINARY, PostgreSQL's "C" collation) so they agree on what matches and in what order.
// The provider stores it for each row (server/db/list-keys.ts) and folds a search term the same
// way. Plain code with no imports but digits.ts: the browser may use it and the provider bundles it.
import { normalizeDigits } from "~/modules/validation/digits";

// The forms of alef with hamza or madda, and alef wasla; NFKD splits the first three into alef and
// a mark, but the wasla has no decomposition.
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
// Every combining mark: harakat (U+064B-U+065F), the superscript alef (U+0670), Quranic marks, the
// hamza NFKD leaves on waw and yaa, and Latin accents (é reads as e).
const MARKS = /\p{M}/gu;
const TATWEEL = /\u0640/g;
// Bidi controls and zero-width characters typed or pasted with Arabic text.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The text as search and sorting compare it: hamza forms of alef as alef, alef maqsura as yaa,
 * taa marbuta as haa, diacritics and tatweel gone, Arabic-Indic digits as ASCII ones, lower case,
 * spaces collapsed. Once folded, the Arabic letters' code points follow the alphabet's order.
 */
export function foldText(value: string): string {
  return normalizeDigits(
    value
      .replace(ALEF_FORMS, "\u0627")
      .normalize("NFKD")
      .replace(MARKS, "")
      .replace(TATWEEL, "")
      .replace(INVISIBLE, "")
      .replace(/\u0649/g, "\u064a")
      .replace(/\u0629/g, "\u0647"),
  )
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Rich text's words: tags dropped (each as a space, so words do not run together), entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
