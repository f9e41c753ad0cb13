// Plain JavaScript that every Node since 14 parses.
import { readFileSync } from "node:fs";

/** `>=X.Y.Z`, the only form we write. @param {string | undefined} range @returns {number[]} */
export function minimumOf(range) {
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(String(range).trim());
  if (!match) {
    throw new Error(
      `package.json "engines.node" must read ">=X.Y.Z", not ${JSON.stringify(range)}`,
    );
  }
  return match.slice(1).map(Number);
}

/** @param {string} version @param {number[]} minimum */
export function isAtLeast(version, minimum) {
  const parts = version.replace(/^v/, "").split(/[.-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) {
    if (parts[i] !== minimum[i]) return parts[i] > minimum[i];
  }
  return true;
}

/**
 * @param {string} found @param {string | undefined} range
 * @param {{ os: string, arch: string }} [platform] @returns {string | null}
 */
export function nodeVersionProblem(
  found,
  range,
  platform = { os: process.platform, arch: process.arch },
) {
  const minimum = minimumOf(range);
  if (isAtLeast(found, minimum)) return null;
  // The npm registry's binary package for this machine (what the `node` package's install script
  // would fetch): no root, no version manager, no install script, the same after a second install
  // (as .ci/run does). It carries the headers native addons build against.
  const folder = `~/.cache/company-site-node${minimum[0]}`;
  const home = folder.replace("~", "$HOME");
  const binary = platformPackage(platform);
  return [
    `This project needs Node.js ${minimum.join(".")} or newer; this is Node.js ${found.replace(/^v/, "")}.`,
    `Get Node.js ${minimum[0]} from the npm registry and put it first on PATH:`,
    `  npm install --prefix ${folder} ${binary}@${minimum[0]}`,
    `  export PATH="${home}/node_modules/.bin:$PATH"`,
    // npm's own configuration may name another Node's headers (`nodedir`): native addons would
    // be built for that Node and fail to load in this one.
    `  export npm_config_nodedir="${home}/node_modules/${binary}"`,
    "then run `npm ci` again (native addons are built for the Node that installs them).",
    "",
  ].join("\n");
}

/** The `node` package's binary package for this machine, the same for any Node version. */
function platformPackage({ os, arch }) {
  return `node-${os}-${arch}`;
}

/** @returns {string | undefined} */
export function requiredNode() {
  const manifest = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
  return JSON.parse(manifest).engines?.node;
}

export function exitUnlessSupportedNode() {
  const problem = nodeVersionProblem(process.version, requiredNode());
  if (!problem) return;
  process.stderr.write(problem);
  process.exit(1);
}
