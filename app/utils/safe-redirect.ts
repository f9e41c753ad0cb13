// The one check for every redirect target that comes from a visitor (redirectTo of login, the
// language switch, the ask-service modal, ...): only a path on this site, else "/".
//
// A browser resolves "/..//host", "/.//host" and "/%2e%2e//host" to "//host" (another site), and
// treats "\" like "/"; a proxy or a second redirect may decode the value once more. So every
// decoded layer of the value is checked after the URL parser's own normalization, and the path we
// answer with is checked again: it never starts with "//" or "/\".
const PLACEHOLDER_ORIGIN = "http://same-site.invalid";
// More layers than this is not a path anyone types; treat it as an attack.
const MAX_DECODE_LAYERS = 3;
const MAX_LENGTH = 2048;
// C0 controls (tab, newline, NUL ...) and DEL: the URL parser drops some of them silently.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export type SafeRedirectOptions = {
  /** Query parameters removed from the target (e.g. the language switch drops `lng`). */
  dropParams?: string[];
  /** Answered instead of "/" when the value is missing, empty or refused. */
  fallback?: string;
};

function looksOffSite(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\");
}

/** One layer: a plain path that the URL parser keeps on our origin without a "//" start. */
function isSafeLayer(value: string): boolean {
  if (looksOffSite(value) || value.includes("\\") || CONTROL.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === PLACEHOLDER_ORIGIN && !looksOffSite(url.pathname);
}

// Only ASCII escapes matter ("." "/" "\" and controls are ASCII), and unlike
// decodeURIComponent this never throws on a lone "%" (a legitimate "?q=100%25" decodes to one).
function decodeAscii(value: string): string {
  return value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function everyLayerIsSafe(value: string): boolean {
  let layer = value;
  for (let depth = 0; depth <= MAX_DECODE_LAYERS; depth++) {
    if (!isSafeLayer(layer)) return false;
    const decoded = decodeAscii(layer);
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

/**
 * `value` as a same-origin path (normalized, with `dropParams` removed), or `fallback` ("/").
 * Accepts a FormData entry so actions can pass `formData.get("redirectTo")` as it is.
 */
export function safeRedirect(
  value: FormDataEntryValue | null | undefined,
  { dropParams = [], fallback = "/" }: SafeRedirectOptions = {},
): string {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH) return fallback;
  if (!everyLayerIsSafe(value)) return fallback;
  const url = new URL(value, PLACEHOLDER_ORIGIN);
  for (const name of dropParams) url.searchParams.delete(name);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return everyLayerIsSafe(path) ? path : fallback;
}
