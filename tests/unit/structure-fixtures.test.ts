// docs/conventions.md, "Tests": a record an msw handler answers for the provider in the app's
// tests is built with tests/support/records.ts, so the contract's own schema parses it. A record
// written by hand, in the answer or in a constant the answer names, is reported.
import { describe, expect, it } from "vitest";
import { report, text } from "./structure-support";

const SCOPE = /^tests\/(integration|unit)\/app\//;
/** Fields only a record (or the account's second factor) has; a field's error list
 * (`en_name: [...]`) or a parameter's type is no record. */
const RECORD_KEY =
  /\b(ar_name|en_name|ar_title|en_title|created_at|username|enabled_at|recovery_codes_left)\s*:(?!\s*(\[|string\b|number\b))/;
/** A provider's stamp: no form posts it, so a constant holding it is a record. */
const STAMP = /\bcreated_at\s*:(?!\s*(string\b|number\b))/;
/** The helpers that parse what they are given (tests/support/records.ts and the app's support). */
const HELPER = /\b(?:answered\.\w+|dashboardAnswered\.\w+|answeredPage|accountWith|accountOf)\(/g;

/** Just past the bracket that closes the one at `from` or, from anywhere else, the end of the
 * statement (its `;`); strings are skipped whole. */
function closing(source: string, from: number): number {
  const bracket = "([{".includes(source[from]);
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === "\\") i++;
    } else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && --depth === 0 && bracket) return i + 1;
    else if (c === ";" && depth === 0) return i;
  }
  return source.length;
}

/** The code with every helper call cut out: what is left was not parsed by the contract. */
function unparsed(code: string): string {
  let out = "";
  let at = 0;
  for (const match of code.matchAll(HELPER)) {
    if (match.index < at) continue;
    out += code.slice(at, match.index);
    at = closing(code, match.index + match[0].length - 1);
  }
  return out + code.slice(at);
}

/** A constant of the file's top level: its initializer, up to the statement's end. */
function initializer(source: string, name: string): string | null {
  const found = new RegExp(`^(?:export )?(?:const|let)\\s+${name}\\s*(?::[^=]+)?=`, "m").exec(
    source,
  );
  if (!found) return null;
  const start = found.index + found[0].length;
  const end = closing(source, start);
  return source.slice(start, end);
}

/** The answers of `HttpResponse.json(...)` that hold a record no helper parsed, directly or
 * through the file's constants they name (and the constants those name), and, in a file with
 * such answers, the constants that hold a provider's stamp no helper parsed. */
export function handWrittenRecords(source: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const check = (code: string, where: string) => {
    const left = unparsed(code);
    if (RECORD_KEY.test(left)) found.push(where);
    for (const [name] of left.matchAll(/\b[A-Za-z_]\w*\b/g)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const value = initializer(source, name);
      if (value !== null) check(value, `${where} via ${name}`);
    }
  };
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const answers = [...source.matchAll(/HttpResponse\.json\(/g)];
  for (const match of answers) {
    const open = match.index + match[0].length - 1;
    check(source.slice(open, closing(source, open)), `line ${lineOf(match.index)}`);
  }
  // A record handed to a helper of the file that answers it (`page([message(1)])`).
  if (answers.length) {
    for (const match of source.matchAll(/^(?:export )?(?:const|let)\s+(\w+)/gm)) {
      const value = initializer(source, match[1]) ?? "";
      if (STAMP.test(unparsed(value))) found.push(`line ${lineOf(match.index)}: ${match[1]}`);
    }
  }
  return [...new Set(found)];
}

describe("the app's test fixtures (docs/conventions.md, Tests)", () => {
  it("finds a record answered by hand, inline or through a constant", () => {
    const inline = `http.get(u, () => HttpResponse.json({ data: [{ id: 1, en_name: "A" }] }));`;
    const named = `const row = { id: 1, created_at: "x" };\nhttp.get(u, () => HttpResponse.json({ data: [row] }));`;
    const parsed = `const row = answered.faq({ id: 1, en_name: "A" });\nHttpResponse.json(answeredPage([row]));`;
    const errors = `HttpResponse.json({ status: 422, errors: { en_name: ["Taken."] } });`;
    const passed = `const row = (id) => ({ id, created_at: "x" });\nconst page = (data) => HttpResponse.json({ data });\npage([row(1)]);`;
    expect(handWrittenRecords(inline)).toEqual(["line 1"]);
    expect(handWrittenRecords(named)).toContain("line 2 via row");
    expect(handWrittenRecords(parsed)).toEqual([]);
    expect(handWrittenRecords(errors)).toEqual([]);
    expect(handWrittenRecords(passed)).toEqual(["line 1: row"]);
  });

  it("answer msw handlers with records built by tests/support/records.ts", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!SCOPE.test(file)) continue;
      for (const where of handWrittenRecords(source)) problems.push(`${file}: ${where}`);
    }
    expect(
      problems,
      report(problems, "a record answered by hand (build it with `answered`, `answeredPage`)"),
    ).toEqual([]);
  });
});
