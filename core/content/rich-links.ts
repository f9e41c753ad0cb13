// Links in rich text (ADR 0030): the editor's, kept by both sanitisers. A link goes to a page of
// this site (a path or an anchor), to another site over http(s), or writes a mail or dials;
// anything else (javascript:, data:, protocol-relative //host) is no link. An outside link gets
// rel="noopener noreferrer": the other site learns neither the page nor a handle on its window.

export const OUTSIDE_REL = "noopener noreferrer";

const INSIDE = /^(\/(?!\/)|#)/;
const SCHEMES = ["http", "https", "mailto", "tel"];

/** The attributes a link keeps, or null when `href` is not one the text may carry. */
export function linkAttributes(href: string | undefined): { href: string; rel?: string } | null {
  const value = (href ?? "").trim();
  if (!value) return null;
  if (INSIDE.test(value)) return { href: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!SCHEMES.includes(url.protocol.slice(0, -1))) return null;
  return url.protocol === "http:" || url.protocol === "https:"
    ? { href: value, rel: OUTSIDE_REL }
    : { href: value };
}

/** A sanitiser's rewrite of an `<a>` (sanitize-html's transformTags): the link as it may stay,
 * else a span, which no sanitiser here keeps, so only its text stays. */
export function linkTag(_tag: string, attribs: Record<string, string | undefined>) {
  const link = linkAttributes(attribs.href);
  return link ? { tagName: "a", attribs: link } : { tagName: "span", attribs: {} };
}

/** What both sanitisers (the provider's on save, the app's on render) say of links: sanitize-html
 * options, spread beside each one's own tags. */
export const LINK_SANITIZING = {
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: SCHEMES,
  allowProtocolRelative: false,
  transformTags: { a: linkTag },
};
