// Arabic keyboards type Arabic-Indic digits; stored as ASCII so search, `tel:` links and staff
// see one form. Plain code: the provider bundles this file too.

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

export function normalizeDigits(value: string): string {
  return value.replace(OTHER_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** A code field as posted (TOTP, recovery): trimmed, its digits Western, at most `max` long. */
export function postedCode(form: FormData, max: number): string {
  return normalizeDigits(String(form.get("code") ?? "").trim()).slice(0, max);
}
