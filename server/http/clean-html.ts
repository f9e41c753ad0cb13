// What rich text may hold once saved (ADR 0003, ADR 0030): structure, emphasis, headings h2 and
// h3 (an older h4 becomes an h3) and links by core/content/rich-links.ts; nothing else.
import sanitizeHtml from "sanitize-html";
import { linkTag } from "../../core/content/rich-links.js";

export function cleanHtml(input: string): string {
  return sanitizeHtml(input, {
    allowedTags: [
      "p",
      "h2",
      "h3",
      "ul",
      "ol",
      "li",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "blockquote",
      "br",
      "a",
    ],
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      h4: "h3",
      a: linkTag,
    },
    disallowedTagsMode: "discard",
  }).trim();
}
