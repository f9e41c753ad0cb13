// Where a folded query (fold.ts) matched in the text as written: the site search shows the text
// around it with the match marked. Segments, not HTML: React escapes them.
import { foldText } from "./fold";

export type Segment = { text: string; mark: boolean };

const SPACE = /\s/;

/** The folded text, and for each of its code units the index of the character it came from. */
function foldedWithMap(text: string) {
  let folded = "";
  const from: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = SPACE.test(char) ? " " : foldText(char);
    if (!(part === " " && folded.endsWith(" "))) {
      for (let unit = 0; unit < part.length; unit++) from.push(index);
      folded += part;
    }
    index += char.length;
  }
  return { folded, from };
}

const cut = (text: string, start: number, end: number) =>
  `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;

/** `around`: characters kept on each side of the match; the whole text when it is short. */
export function highlight(text: string, query: string, around = 90): Segment[] {
  const needle = foldText(query);
  const { folded, from } = foldedWithMap(text);
  const at = needle ? folded.indexOf(needle) : -1;
  if (at < 0) return [{ text: cut(text, 0, Math.min(text.length, around * 2)), mark: false }];
  const start = from[at]!;
  const last = from[at + needle.length - 1]!;
  const end = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
  // Whole words at the edges of the snippet.
  let before = Math.max(0, start - around);
  while (before > 0 && !SPACE.test(text[before - 1]!)) before--;
  let after = Math.min(text.length, end + around);
  while (after < text.length && !SPACE.test(text[after]!)) after++;
  return [
    { text: `${before > 0 ? "…" : ""}${text.slice(before, start)}`, mark: false },
    { text: text.slice(start, end), mark: true },
    { text: `${text.slice(end, after)}${after < text.length ? "…" : ""}`, mark: false },
  ].filter((segment) => segment.text);
}
