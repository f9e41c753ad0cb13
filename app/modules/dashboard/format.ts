// Dates in the admin screens: Intl in the interface language. The time zone is fixed, so the
// server's HTML and the browser's re-render agree (no hydration mismatch across zones).
const TIME_ZONE = "UTC";

export function formatDate(iso: unknown, locale: string, withTime = false): string {
  if (typeof iso !== "string" || !iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-EG" : "en-GB", {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: TIME_ZONE,
  }).format(date);
}

export function formatShortDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-EG" : "en-GB", {
    day: "numeric",
    month: "short",
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === "ar" ? "ar-EG" : "en-GB").format(value);
}
