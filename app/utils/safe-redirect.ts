// Browsers resolve "/..//host" and "/%2e%2e//host" to "//host" and treat "\" as "/", and a proxy
// may decode once more: every decoded layer is checked.
const PLACEHOLDER_ORIGIN = "http://same-site.invalid";
// More layers than this is not a path anyone types; treat it as an attack.
const MAX_DECODE_LAYERS = 3;
const MAX_LENGTH = 2048;
// The URL parser drops some C0 controls silently.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export type SafeRedirectOptions = {
  dropParams?: string[];
  fallback?: string;
};

function looksOffSite(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\");
}

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

// Unlike decodeURIComponent this never throws on a lone "%".
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
