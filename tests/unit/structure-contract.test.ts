// docs/conventions.md, "The provider's answers": the contract's records are declared once, in
// core/contract/, and a provider route states what it takes and answers through `route`
// (server/http/route.ts), whose `answer` schema is required and parses every answer.
import { describe, expect, it } from "vitest";
import { report, text } from "./structure-support";

/** They answer a file's bytes, not a JSON record: there is no answer schema to state. */
const FILE_ANSWERS = ["server/routes/attachments.ts", "server/routes/storage-files.ts"];

const DIRECT = /\b\w+\.(get|post|put|patch|delete|route)\(\s*[`"'{]/;

/** The names core/contract/records.ts and account-security.ts give their records. */
function contractNames(): string[] {
  return ["records", "account-security"].flatMap((name) => {
    const source = text.get(`core/contract/${name}.ts`) ?? "";
    return [...source.matchAll(/^export type (\w+) = z\.infer/gm)].map((match) => match[1]);
  });
}

describe("the provider contract (docs/conventions.md)", () => {
  it("finds the records it checks", () => {
    expect(contractNames()).toEqual(expect.arrayContaining(["Category", "SitePage", "User"]));
  });

  it("declares each record once: the app reads the contract's types, it has no copy", () => {
    const names = contractNames();
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!file.startsWith("app/")) continue;
      for (const name of names) {
        const declared = new RegExp(`^\\s*(export\\s+)?(type|interface)\\s+${name}\\b`, "m");
        if (declared.test(source)) problems.push(`${file} declares ${name}`);
      }
    }
    expect(problems, report(problems, "a second declaration of a contract record")).toEqual([]);
  });

  it("registers every provider route through `route`, with its answer declared", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!file.startsWith("server/routes/") || FILE_ANSWERS.includes(file)) continue;
      source.split("\n").forEach((line, index) => {
        if (DIRECT.test(line)) problems.push(`${file}:${index + 1}: ${line.trim()}`);
      });
      if (!/\broute\(/.test(source)) problems.push(`${file}: registers no route through route()`);
    }
    expect(
      problems,
      report(problems, "routes registered with fastify directly (use server/http/route.ts)"),
    ).toEqual([]);
  });

  it("test fixtures of records go through the contract's schemas (tests/support/records.ts)", () => {
    const typed = new RegExp(`:\\s*(${contractNames().join("|")})(\\[\\])?\\s*=`);
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!file.startsWith("tests/")) continue;
      source.split("\n").forEach((line, index) => {
        if (typed.test(line)) problems.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(
      problems,
      report(problems, "a hand-typed record (build it with `answered` so the contract checks it)"),
    ).toEqual([]);
  });
});
