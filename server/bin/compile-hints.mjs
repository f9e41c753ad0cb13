// Part of `npm run build:app`, before compress-assets.mjs: marks the scripts every page runs at
// start (the client entry and its shared chunks: React, React DOM, Remix) with V8's explicit
// compile hint, `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints).
// Chromium then compiles their functions on the background thread that streams the download,
// instead of on the main thread the first time each one runs. Nearly all of them run during
// hydration, and that lazy compiling was most of a 35-100 ms task on the main thread of a phone
// right after the first paint (Lighthouse's total blocking time). Other engines read a comment.
// The file names keep their hashes: the change is the same for every build of the same file.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The URLs of the client entry and its imports, from the compiler's manifest in `dir`. */
function entryScripts(dir) {
  const name = readdirSync(dir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no Remix manifest in ${dir}: run remix build first`);
  // The file is a script that sets window.__remixManifest: run it as the browser would, on a
  // window of its own, rather than guess where its JSON starts and ends.
  const window = {};
  vm.runInNewContext(readFileSync(path.join(dir, name), "utf8"), { window }, { timeout: 1000 });
  const manifest = window.__remixManifest;
  if (typeof manifest?.entry?.module !== "string" || !Array.isArray(manifest.entry.imports)) {
    throw new Error(
      `${name} did not set window.__remixManifest.entry { module, imports }: the Remix compiler's ` +
        "manifest changed shape; see tests/unit/app/remix-internals.contract.test.ts",
    );
  }
  return [manifest.entry.module, ...manifest.entry.imports];
}

/** Adds the hint to each start-up script of the build in `dir` (public/build) once. */
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
