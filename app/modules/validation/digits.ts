// Visitors type numbers with the digits of their keyboard: Arabic keyboards give Arabic-Indic
// digits (U+0660-0669), Persian and Urdu ones Eastern Arabic-Indic digits (U+06F0-06F9). Every
// field that takes a number reads them as the ASCII digits they are, and the value is stored in
// ASCII so that search, `tel:` links and the staff see one form. Plain code: the provider bundles
// this file too (validation/rules.ts).

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The same text with Arabic-Indic and Eastern Arabic-Indic digits written as ASCII `0`-`9`. */
export function normalizeDigits(value: string): string {
  return value.replace(OTHER_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
