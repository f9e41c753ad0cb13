// The image ships the provider's bundles, not the TypeScript.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @param {"backup" | "restore" | "admin"} command @param {string[]} argv @returns {Promise<number>} */
export async function runBundled(command, argv) {
  const bundle = path.join(root, `server/dist/${command === "admin" ? "admin" : "backup"}.js`);
  if (!existsSync(bundle)) {
    const built = spawnSync("npm", ["run", "build:provider"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) return built.status ?? 1;
  }
  const { main } = await import(pathToFileURL(bundle).href);
  return command === "admin" ? main(argv) : main(command, argv);
}
