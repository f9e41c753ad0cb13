// Rich text without JavaScript: the editor's place is a textarea of plain paragraphs, never raw
// tags to type (docs/conventions.md, "Rich text"). A blank line starts a paragraph, lines that
// start with "- " or "1. " make a list; the provider sanitizes the HTML as it does the editor's.

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
  const text = html.replace(/<(\/?)([a-z0-9]+)[^>]*>/gi, (_, closing: string, tag: string) => {
    const name = tag.toLowerCase();
    if (closing) {
      if (name === "li") return "\n";
      return ["p", "h1", "h2", "h3", "h4", "blockquote", "ul", "ol"].includes(name) ? "\n\n" : "";
    }
    if (name === "br") return "\n";
    if (name === "ol") number = 0;
    if (name === "ul") number = -1;
    if (name === "li") return number < 0 ? "- " : `${++number}. `;
    return "";
  });
  return decode(text)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const BULLET = /^\s*[-•*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/** Plain paragraphs and lists as the HTML the editor would have made. */
export function plainToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      for (const [pattern, tag] of [
        [BULLET, "ul"],
        [NUMBERED, "ol"],
      ] as const) {
        if (lines.every((line) => pattern.test(line))) {
          const items = lines.map((line) => `<li>${escape(line.replace(pattern, "").trim())}</li>`);
          return `<${tag}>${items.join("")}</${tag}>`;
        }
      }
      return `<p>${lines.map((line) => escape(line.trim())).join("<br>")}</p>`;
    })
    .join("");
}
