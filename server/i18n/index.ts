import { ar } from "./ar.js";
import { en, type MessageKey } from "./en.js";
import { fieldLabels } from "./field-labels.js";

export type Lang = "ar" | "en";
export type { MessageKey };

const catalogs: Record<Lang, Record<MessageKey, string>> = { en, ar };

export function pickLang(header: unknown): Lang {
  return typeof header === "string" && header.trim().toLowerCase().startsWith("ar") ? "ar" : "en";
}

/** A field's label as the forms show it (public/locales, "fields"), for mails and summaries. */
export function fieldLabel(lang: Lang, field: string): string {
  const base = field.replace(/\.\d+$/, "");
  return fieldLabels[lang][base] ?? base.replace(/_/g, " ");
}

/** Within an English sentence a label's first word is a common word: "The name (Arabic) field". */
function inSentence(lang: Lang, label: string): string {
  if (lang !== "en" || !/^[A-Z][a-z]+\b/.test(label) || PROPER.test(label)) return label;
  return label[0].toLowerCase() + label.slice(1);
}
const PROPER = /^(Arabic|English|Facebook|Instagram)\b/;

export function t(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "field" && typeof params.field === "string"
      ? inSentence(lang, fieldLabel(lang, params.field))
      : String(params[name] ?? `{${name}}`),
  );
}
