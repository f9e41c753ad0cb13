// The app's process as start.mjs runs it. With more than one worker (ADR 0033) it forks them and
// hands them the connections it accepts (ADR 0036); with one it is the worker.
import cluster from "node:cluster";
import { runPrimary } from "./app-primary";
import { appWorkers, SHUTDOWN_GRACE_MS } from "./bin/app-workers.mjs";

const { workers, problem } = appWorkers(process.env);
if (problem !== null) {
  process.stderr.write(`app: ${problem}\n`);
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) runPrimary(workers, SHUTDOWN_GRACE_MS);
else await import("./app-worker");
