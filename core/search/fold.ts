// Both engines compare the folded form byte by byte, so they agree on matches and order
// (server/db/list-keys.ts). No imports but digits.ts: the browser and the provider use it.
import { normalizeDigits } from "../validation/digits";

// NFKD splits the first three into alef and a mark; the wasla has no decomposition.
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const MARKS = /\p{M}/gu;
const TATWEEL = /\u0640/g;
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Once folded, the Arabic letters' code points follow the alphabet's order. */
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
