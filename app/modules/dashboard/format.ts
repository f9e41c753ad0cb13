import { dateFormat, numberFormat } from "~/utils/intl-format";

// Fixed, so the server's HTML and the browser's re-render agree across time zones.
const TIME_ZONE = "UTC";
// Formatters come from the shared cache, never built per cell.
const DATE = { dateStyle: "medium", timeZone: TIME_ZONE } as const;
const DATE_TIME = { ...DATE, timeStyle: "short" } as const;
const SHORT_DATE = { day: "numeric", month: "short", timeZone: TIME_ZONE } as const;

const intlLocale = (locale: string) => (locale === "ar" ? "ar-EG" : "en-GB");

/** `timeZone`: the site's, for a schedule (it reads the same on the server and in the browser). */
export function formatDate(
  iso: unknown,
  locale: string,
  withTime = false,
  timeZone = TIME_ZONE,
): string {
  if (typeof iso !== "string" || !iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const options = withTime ? DATE_TIME : DATE;
  return dateFormat(intlLocale(locale), { ...options, timeZone }).format(date);
}

export function formatShortDate(iso: string, locale: string): string {
  return dateFormat(intlLocale(locale), SHORT_DATE).format(new Date(iso));
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(intlLocale(locale)).format(value);
}
