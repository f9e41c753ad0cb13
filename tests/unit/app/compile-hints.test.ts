// server/bin/compile-hints.mjs, the build step that marks the start-up scripts for V8's eager
// background compilation (ADR 0008).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../../server/bin/compile-hints.mjs";

let dir: string;

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build() {
  dir = mkdtempSync(path.join(tmpdir(), "hints-"));
  mkdirSync(path.join(dir, "_shared"));
  const manifest = {
    entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-R.js"] },
    routes: { root: { module: "/build/root-B.js", imports: ["/build/_shared/chunk-S.js"] } },
  };
  writeFileSync(
    path.join(dir, "manifest-1234ABCD.js"),
    `window.__remixManifest=${JSON.stringify(manifest)};`,
  );
  for (const file of [
    "entry.client-A.js",
    "_shared/chunk-R.js",
    "root-B.js",
    "_shared/chunk-S.js",
  ]) {
    writeFileSync(path.join(dir, file), `export const name = ${JSON.stringify(file)};\n`);
  }
}

const read = (file: string) => readFileSync(path.join(dir, file), "utf8");

describe("compile hints", () => {
  it("marks the client entry and its imports, nothing else, once", () => {
    build();
    expect(addCompileHints(dir)).toEqual(["/build/entry.client-A.js", "/build/_shared/chunk-R.js"]);
    expect(read("entry.client-A.js")).toBe(
      `${COMPILE_HINT}export const name = "entry.client-A.js";\n`,
    );
    expect(read("_shared/chunk-R.js").startsWith(COMPILE_HINT)).toBe(true);
    // Route modules load after the entry's chunks and only partly run: left lazy.
    expect(read("root-B.js").startsWith("//")).toBe(false);
    expect(read("_shared/chunk-S.js").startsWith("//")).toBe(false);
    // A second run (npm run build:app again on the same output) changes nothing.
    expect(addCompileHints(dir)).toEqual([]);
    expect(read("entry.client-A.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("fails clearly without a compiler manifest", () => {
    dir = mkdtempSync(path.join(tmpdir(), "hints-"));
    expect(() => addCompileHints(dir)).toThrow(/no Remix manifest/);
  });
});
