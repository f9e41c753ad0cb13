// `npm test`: the build, unit and integration tests (vitest), then the end-to-end suite
// (Playwright in Debian's Chromium against the real product) and, alongside it, the dashboard's
// stored-data specs on a second product whose provider runs on PostgreSQL (ADR 0010). Installs
// Chromium when it can, else says how. Prints each step's wall time and the total
// (docs/performance.md, "Test suite").
// First of all it checks the Node version (server/bin/node-version.mjs); `--check-node` stops
// there, which .ci/run runs on the machine's own Node.
import { exitUnlessSupportedNode, requiredNode } from "../server/bin/node-version.mjs";
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

exitUnlessSupportedNode();
if (process.argv.includes("--check-node")) {
  console.log(`Node.js ${process.versions.node} meets package.json's engines (${requiredNode()})`);
  process.exit(0);
}

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get");
    execSync("apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium", {
      stdio: "inherit",
    });
    if (existsSync(chromium)) return;
  }
  console.error(
    `Chromium not found at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
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

/**
 * Starts an npm script without waiting for it; resolves to its exit status and wall time. With
 * `aside`, its output is kept and handed back, so that it does not mix with the step in front.
 */
function launch(script, { aside = false } = {}) {
  const begun = Date.now();
  const child = spawn("npm", ["run", script], {
    stdio: aside ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) =>
      resolve({ script, status, ms: Date.now() - begun, output: Buffer.concat(output) }),
    );
  });
}

ensureChromium();
run("build");
run("test:unit");
// The PostgreSQL pass runs a product of its own on other ports (E2E_POSTGRES_PORT): it runs
// while the main suite's browsers wait on pages, not after it.
const steps = await Promise.all([launch("test:e2e"), launch("test:e2e:postgres", { aside: true })]);
for (const step of steps) {
  if (step.output.length) {
    console.log(`\n--- ${step.script} (run alongside test:e2e) ---`);
    process.stdout.write(step.output);
  }
  timings.push([step.script, step.ms]);
}
const failed = steps.find((step) => step.status !== 0);
if (failed) stop(failed.status);
report();
