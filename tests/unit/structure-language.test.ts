// "The language" in docs/conventions.md: one way for components (useLanguage) and one for
// loaders (getLanguage, passed down as an argument), read from the checkout.
import { describe, expect, it } from "vitest";
import { report, text } from "./structure-support";

const HOOK_FILE = "app/utils/root-data.ts";
const OWNER = "app/modules/i18n/i18next.server.ts";

// Loader and action code: route modules (with the files of a folder route), the root's and the
// editable pages' shared loaders, and the document's entry. Other modules are given the language.
const SHARED_LOADERS = [
  "app/modules/layout-data/root-data.server.ts",
  "app/modules/content/site-page.server.ts",
];
const mayDetect = (file: string) =>
  file.startsWith("app/routes/") ||
  SHARED_LOADERS.includes(file) ||
  file === "app/root.tsx" ||
  file === "app/entry.server.tsx";

function linesMatching(pattern: RegExp, skip: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const [file, source] of text) {
    if (!file.startsWith("app/") || skip(file)) continue;
    source.split("\n").forEach((line, index) => {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe("the language: one way (docs/conventions.md)", () => {
  it("components read it with useLanguage() only", () => {
    // Spelt in pieces so this file does not match itself.
    const other = new RegExp(`\\bi18n\\.${"language"}\\b|\\buse${"Locale"}\\b|remix-i18next/react`);
    const problems = linesMatching(other, (file) => file === HOOK_FILE);
    expect(
      problems,
      report(problems, "other ways to read the language (use useLanguage())"),
    ).toEqual([]);
    expect(text.get(HOOK_FILE)).toMatch(/export function useLanguage\(\): Language/);
  });

  it("only loaders and actions work it out of the request, each once", () => {
    const call = /\bgetLanguage\(/;
    const outside = linesMatching(call, (file) => file === OWNER || mayDetect(file));
    expect(
      outside,
      report(outside, "getLanguage() outside loaders and actions (take `language` as an argument)"),
    ).toEqual([]);
    const detector = new RegExp(`\\.get${"Locale"}\\(`);
    const direct = linesMatching(detector, (file) => file === OWNER);
    expect(direct, report(direct, "language detection outside the i18n module")).toEqual([]);
  });

  it("a loader or action calls getLanguage() at most once", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!mayDetect(file)) continue;
      // Each exported loader/action up to the next top-level declaration.
      const parts = source.split(/\n(?=export |async function |function |const )/);
      for (const part of parts) {
        const calls = part.match(/\bgetLanguage\(/g)?.length ?? 0;
        if (calls > 1) problems.push(`${file}: ${part.split("\n")[0].trim()} (${calls} calls)`);
      }
    }
    expect(problems, report(problems, "the language worked out twice in one function")).toEqual([]);
  });
});
