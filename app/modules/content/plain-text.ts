// Rich text without JavaScript: the editor's place is a textarea of plain paragraphs, never raw
// tags to type (docs/conventions.md, "Rich text"). A blank line starts a paragraph, lines that
// start with "- " or "1. " make a list, a paragraph starting "## " or "### " a heading (h2, h3)
// and "[words](address)" a link (ADR 0030); the provider sanitizes the HTML as the editor's.
import { linkAttributes } from "~core/content/rich-links";

/** Posted beside a field edited as plain text: `<name>__plain=1`. */
export const plainMarkOf = (name: string) => `${name}__plain`;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

function escape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The editor's HTML as the paragraphs and lists it shows. */
export function htmlToPlain(html: string): string {
  let number = 0;
  const links: string[] = [];
  const text = html.replace(
    /<(\/?)([a-z0-9]+)([^>]*)>/gi,
    (_, closing: string, tag: string, attrs: string) => {
      const name = tag.toLowerCase();
      if (name === "a") {
        if (!closing) links.push(/\bhref="([^"]*)"/i.exec(attrs)?.[1] ?? "");
        const href = closing ? links.pop() : undefined;
        return closing ? (href ? `](${href})` : "]") : "[";
      }
      if (!closing && (name === "h2" || name === "h3")) return name === "h2" ? "## " : "### ";
      if (closing) {
        if (name === "li") return "\n";
        return ["p", "h1", "h2", "h3", "h4", "blockquote", "ul", "ol"].includes(name) ? "\n\n" : "";
      }
      if (name === "br") return "\n";
      if (name === "ol") number = 0;
      if (name === "ul") number = -1;
      if (name === "li") return number < 0 ? "- " : `${++number}. `;
      return "";
    },
  );
  return decode(text)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const BULLET = /^\s*[-•*]\s+/;
const HEADING = /^(#{2,3})\s+/;
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Escaped text with its "[words](address)" as links; an address the site would not keep stays
 * as typed. */
function inline(text: string): string {
  return escape(text).replace(LINK, (whole, words: string, href: string) =>
    linkAttributes(decode(href)) ? `<a href="${href}">${words}</a>` : whole,
  );
}
const NUMBERED = /^\s*\d+[.)]\s+/;

/** Plain paragraphs and lists as the HTML the editor would have made. */
export function plainToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const heading = HEADING.exec(lines[0]);
      if (heading && lines.length === 1) {
        const tag = heading[1] === "##" ? "h2" : "h3";
        return `<${tag}>${inline(lines[0].replace(HEADING, "").trim())}</${tag}>`;
      }
      for (const [pattern, tag] of [
        [BULLET, "ul"],
        [NUMBERED, "ol"],
      ] as const) {
        if (lines.every((line) => pattern.test(line))) {
          const items = lines.map((line) => `<li>${inline(line.replace(pattern, "").trim())}</li>`);
          return `<${tag}>${items.join("")}</${tag}>`;
        }
      }
      return `<p>${lines.map((line) => inline(line.trim())).join("<br>")}</p>`;
    })
    .join("");
}
