// `npm test`: the build, unit and integration tests (vitest), then the end-to-end suite
// (Playwright in Debian's Chromium against the real product), then the dashboard's stored-data
// specs again on a product whose provider runs on PostgreSQL (ADR 0010). Installs
// Chromium when it can, else says how. Prints each step's wall time and the total
// (docs/performance.md, "Test suite").
// First of all it checks the Node version (server/bin/node-version.mjs); `--check-node` stops
// there, which .ci/run runs on the machine's own Node.
import { exitUnlessSupportedNode, requiredNode } from "../server/bin/node-version.mjs";
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

exitUnlessSupportedNode();
if (process.argv.includes("--check-node")) {
  console.log(`Node.js ${process.versions.node} meets package.json's engines (${requiredNode()})`);
  process.exit(0);
}

// Debian's Chromium headless shell, the browser the end-to-end suite runs (ADR 0019).
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log(
      "Chromium's headless shell is missing: installing Debian's chromium-headless-shell with apt-get",
    );
    const packages = "chromium-headless-shell fonts-liberation";
    execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`, {
      stdio: "inherit",
    });
    if (existsSync(chromium)) return;
  }
  console.error(
    `Chromium not found at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell fonts-liberation\n` +
      "or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}

const started = Date.now();
/** Wall time of each step that ran, printed at the end (and when a step fails). */
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function report() {
  for (const [name, ms] of timings) console.log(`npm test: ${name.padEnd(18)} ${seconds(ms)}`);
  console.log(`npm test: ${"total".padEnd(18)} ${seconds(Date.now() - started)}`);
}

function stop(status) {
  report();
  process.exit(status ?? 1);
}

function run(script) {
  const start = Date.now();
  const result = spawnSync("npm", ["run", script], { stdio: "inherit" });
  timings.push([script, Date.now() - start]);
  if (result.status !== 0) stop(result.status);
}

ensureChromium();
run("build");
run("test:unit");
// One after the other: the main pass keeps both cores busy (docs/performance.md, "Towards 10
// minutes, second pass"), so a pass alongside it saves nothing and slows its sign-ins.
run("test:e2e");
run("test:e2e:postgres");
report();
