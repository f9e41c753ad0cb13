// A form page's own document headers. Without JavaScript a refused post (a 429) is a document
// that carries only what the route's `headers` returns, so its Retry-After is passed on here.
import type { HeadersArgs } from "@remix-run/node";

/**
 * The parent's headers without its cookies (Remix adds them itself), the loader's headers named
 * in `fromLoader` (with a fallback when the loader sent none), and the action's Retry-After.
 */
export function formPageHeaders(
  { parentHeaders, loaderHeaders, actionHeaders }: HeadersArgs,
  fromLoader: Record<string, string | null> = {},
): Headers {
  const headers = new Headers(parentHeaders);
  headers.delete("Set-Cookie");
  for (const [name, fallback] of Object.entries(fromLoader)) {
    const value = loaderHeaders.get(name) ?? fallback;
    if (value) headers.set(name, value);
  }
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
