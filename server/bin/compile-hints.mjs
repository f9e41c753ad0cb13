// V8's explicit compile hint lets Chromium compile the start-up scripts while streaming
// (docs/performance.md).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readClientManifest } from "./client-manifest.mjs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function entryScripts(dir) {
  const { manifest } = readClientManifest(dir);
  return [manifest.entry.module, ...manifest.entry.imports];
}

export function addCompileHints(dir, publicPath = "/build/") {
  const marked = [];
  for (const url of entryScripts(dir)) {
    if (!url.startsWith(publicPath)) continue;
    const file = path.join(dir, url.slice(publicPath.length));
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked.push(url);
  }
  return marked;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const marked = addCompileHints(path.resolve(root, process.argv[2] ?? "public/build"));
  console.log(`compile hints on ${marked.length} start-up scripts`);
}
