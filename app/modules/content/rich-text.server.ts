import sanitizeHtml from "sanitize-html";

// The provider sanitises rich text on save; the pages sanitise again because they put it into
// the document as HTML, and a record written before that rule (or by another client) must not
// carry script into our origin.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h3",
    "h4",
    "blockquote",
  ],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};

export function safeHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS).trim() : "";
}

/** Text only, for cards and meta descriptions; cut at a word when longer than `max`. */
export function plainText(html: string | null | undefined, max = Infinity): string {
  if (!html) return "";
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
