// What rich text may hold once saved (ADR 0003, ADR 0030): structure, emphasis, headings h2 and
// h3 (an older h4 becomes an h3) and links by core/content/rich-links.ts; nothing else.
import sanitizeHtml from "sanitize-html";
import { LINK_SANITIZING } from "../../core/content/rich-links.js";

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
    ...LINK_SANITIZING,
    transformTags: { ...LINK_SANITIZING.transformTags, h4: "h3" },
    disallowedTagsMode: "discard",
  }).trim();
}
