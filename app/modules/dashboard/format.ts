import { dateFormat, numberFormat } from "~/utils/intl-format";
import { BoundedMap } from "~/utils/bounded-map";

// Dates in the admin screens: Intl in the interface language. The time zone is fixed, so the
// server's HTML and the browser's re-render agree (no hydration mismatch across zones).
const TIME_ZONE = "UTC";
// A table renders one date per cell: formatters come from the shared cache, never built per call.
const DATE = { dateStyle: "medium", timeZone: TIME_ZONE } as const;
const DATE_TIME = { ...DATE, timeStyle: "short" } as const;
const SHORT_DATE = { day: "numeric", month: "short", timeZone: TIME_ZONE } as const;

const intlLocale = (locale: string) => (locale === "ar" ? "ar-EG" : "en-GB");

// A list shows the same rows again and again (every page view, every revalidation), and Intl
// formatting was the costliest part of a table cell: results are kept per date string, a
// bounded map (oldest out first) so it cannot grow with the data.
const MAX_FORMATTED = 2_000;
const formatted = new BoundedMap<string, string>(MAX_FORMATTED);

export function formatDate(iso: unknown, locale: string, withTime = false): string {
  if (typeof iso !== "string" || !iso) return "";
  const key = `${locale}|${withTime ? 1 : 0}|${iso}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const date = new Date(iso);
    text = Number.isNaN(date.getTime())
      ? ""
      : dateFormat(intlLocale(locale), withTime ? DATE_TIME : DATE).format(date);
    formatted.set(key, text);
  }
  return text;
}

export function formatShortDate(iso: string, locale: string): string {
  return dateFormat(intlLocale(locale), SHORT_DATE).format(new Date(iso));
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(intlLocale(locale)).format(value);
}
