const PLACEHOLDER_ORIGIN = "http://same-site.invalid";

/**
 * `redirectTo` if it stays on this site, else "/". Only a path ("/x", not "//host" or "/\host")
 * is accepted, and it must resolve to our own origin; `dropParams` are removed from its query.
 */
export function safeRedirectPath(
  value: FormDataEntryValue | null | undefined,
  dropParams: string[] = [],
): string {
  if (typeof value !== "string") return "/";
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20);
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControl) {
    return "/";
  }

  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return "/";
  for (const name of dropParams) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
