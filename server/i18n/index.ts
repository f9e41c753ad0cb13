import { ar, arFields } from "./ar.js";
import { en, enFields, type MessageKey } from "./en.js";

export type Lang = "ar" | "en";
export type { MessageKey };

const catalogs: Record<Lang, Record<MessageKey, string>> = { en, ar };
const fields: Record<Lang, Record<string, string>> = { en: enFields, ar: arFields };

export function pickLang(header: unknown): Lang {
  return typeof header === "string" && header.trim().toLowerCase().startsWith("ar") ? "ar" : "en";
}

export function fieldLabel(lang: Lang, field: string): string {
  const base = field.replace(/\.\d+$/, "");
  return fields[lang][base] ?? base.replace(/_/g, " ");
}

export function t(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "field" && typeof params.field === "string"
      ? fieldLabel(lang, params.field)
      : String(params[name] ?? `{${name}}`),
  );
}
