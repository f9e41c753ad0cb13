// The provider process never loads sharp (ADR 0016): only the image worker's own modules import
// it, and only the worker entry imports those, so no request path can decode an image in-process.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(import.meta.dirname, "../../../server");

async function sources(): Promise<string[]> {
  const entries = await readdir(SERVER, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !e.parentPath.includes("dist"))
    .map((e) => path.relative(SERVER, path.join(e.parentPath, e.name)));
}

describe("image work stays in the worker processes", () => {
  it("imports sharp only in the worker and its encoder (and the by-hand brand script)", async () => {
    const importers: string[] = [];
    for (const file of await sources()) {
      const text = await readFile(path.join(SERVER, file), "utf8");
      if (/from "sharp"|import\("sharp"\)|require\("sharp"\)/.test(text)) importers.push(file);
    }
    expect(importers.sort()).toEqual([
      "bin/brand-images.mjs",
      "storage/image-worker.ts",
      "storage/image.ts",
    ]);
  });

  it("reaches the encoder from the worker entry alone", async () => {
    const importers: string[] = [];
    for (const file of await sources()) {
      const text = await readFile(path.join(SERVER, file), "utf8");
      if (/from "\.\/image\.js"|from "\.\.\/storage\/image\.js"/.test(text)) importers.push(file);
    }
    expect(importers).toEqual(["storage/image-worker.ts"]);
  });
});
