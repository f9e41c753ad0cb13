// The browser's copy of the assets manifest the Remix compiler writes (public/build/manifest-*.js),
// read by the build steps after it. Its shape is an internal of Remix's classic compiler:
// tests/unit/app/remix-internals.contract.test.ts checks it on every build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

/** @returns {{ name: string, manifest: { entry: { module: string, imports: string[] }, routes: Record<string, { module: string, imports?: string[] }>, version?: string, url?: string } }} */
export function readClientManifest(dir) {
  const name = readdirSync(dir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no Remix manifest in ${dir}: run remix build first`);
  const window = {};
  vm.runInNewContext(readFileSync(path.join(dir, name), "utf8"), { window }, { timeout: 1000 });
  const manifest = window.__remixManifest;
  if (
    typeof manifest?.entry?.module !== "string" ||
    !Array.isArray(manifest.entry.imports) ||
    typeof manifest.routes !== "object"
  ) {
    throw new Error(
      `${name} did not set window.__remixManifest { entry: { module, imports }, routes }: the ` +
        "Remix compiler's manifest changed shape; see tests/unit/app/remix-internals.contract.test.ts",
    );
  }
  return { name, manifest };
}
