// V8's explicit compile hint lets Chromium compile the start-up scripts while streaming
// (docs/performance.md).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function entryScripts(dir) {
  const name = readdirSync(dir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no Remix manifest in ${dir}: run remix build first`);
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
