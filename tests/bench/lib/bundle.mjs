// The provider bundled as in production, privately for one bench run, so a bench never
// overwrites server/dist while someone else uses it.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { tempDir } from "./processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export async function bundleProvider() {
  // Inside the repository so the bundle's bare imports resolve to ./node_modules.
  mkdirSync(path.join(root, "tests/.tmp"), { recursive: true });
  const dir = tempDir("bench-provider-", path.join(root, "tests/.tmp"));
  const outfile = path.join(dir, "index.js");
  await build({
    entryPoints: [path.join(root, "server/index.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // The provider's mail templates are TSX (server/build.mjs does the same).
    jsx: "automatic",
    logLevel: "warning",
  });
  return outfile;
}
