// Shared by the server and the browser: keep it free of server-only imports.
export const supportedLanguages = ["en", "ar"] as const;
export type Language = (typeof supportedLanguages)[number];

// ADR 0003: the browser's Accept-Language is deliberately ignored.
export const fallbackLanguage: Language = "en";
export const defaultNS = "common";
export const LANGUAGE_COOKIE = "lng";
export const LANGUAGE_STORAGE_KEY = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** ADR 0003. */
export function otherLanguage(language: Language): Language {
  return language === "ar" ? "en" : "ar";
}

export function directionOf(language: string): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

export function localized<K extends string>(
  record: Partial<Record<`ar_${K}` | `en_${K}`, string | null>>,
  field: K,
  language: string,
): string {
  const primary = language === "ar" ? `ar_${field}` : `en_${field}`;
  const secondary = language === "ar" ? `en_${field}` : `ar_${field}`;
  const values = record as Record<string, string | null | undefined>;
  return values[primary] || values[secondary] || "";
}
