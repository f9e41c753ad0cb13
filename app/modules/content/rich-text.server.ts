import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import { LINK_SANITIZING } from "~core/content/rich-links";

// Sanitised again although the provider does on save: a record written before that rule, or by
// another client, must not carry script into our origin.
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
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
  ],
  // The editor's links, as the provider keeps them (ADR 0030): rel set again for outside ones.
  ...LINK_SANITIZING,
  disallowedTagsMode: "discard",
};

// Every render rebuilds the cards from cached answers, so results are remembered, bounded in
// entries and string size so hostile content cannot grow the process.
const MAX_ENTRIES = 500;
const MAX_CACHED_LENGTH = 8_000;

function memoized<T extends string | object>(transform: (input: string) => T) {
  const cache = new LRUCache<string, T>({ max: MAX_ENTRIES });
  return (input: string): T => {
    const hit = cache.get(input);
    if (hit !== undefined) return hit;
    const output = transform(input);
    if (input.length <= MAX_CACHED_LENGTH) cache.set(input, output);
    return output;
  };
}

const sanitize = memoized((html) => sanitizeHtml(html, OPTIONS).trim());

/** Each h2 gets an id for the table of contents. */
export type PageBody = { html: string; sections: { id: string; title: string }[] };

const SECTION = /<h2 id="(section-\d+)">([\s\S]*?)<\/h2>/g;

const pageHtml = memoized((html): PageBody => {
  let count = 0;
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { ...OPTIONS.allowedAttributes, h2: ["id"] },
    transformTags: {
      ...OPTIONS.transformTags,
      h2: () => ({ tagName: "h2", attribs: { id: `section-${++count}` } }),
    },
  }).trim();
  const sections = [...clean.matchAll(SECTION)].map(([, id, inner]) => ({
    id,
    title: plainText(inner),
  }));
  return { html: clean, sections };
});

export function pageBody(html: string | null | undefined): PageBody {
  return pageHtml(html ?? "");
}

export function safeHtml(html: string | null | undefined): string {
  return html ? sanitize(html) : "";
}

const toText = memoized((html) =>
  sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>/gi, "$& "), {
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
    .trim(),
);

/** Cut at a word when longer than `max`. */
export function plainText(html: string | null | undefined, max = Infinity): string {
  if (!html) return "";
  const text = toText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
