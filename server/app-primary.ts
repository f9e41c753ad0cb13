// The app on every core (ADR 0033): this process forks the workers that serve
// (server/app-worker.ts), accepts the connections and hands each to the worker holding the fewest
// (ADR 0036), restarts a worker that dies as start.mjs restarts a whole process, keeps the rate
// limits' counters for all of them when no PostgreSQL shares them, and passes each worker's news
// (a save, a new message, a provider timeout) on to the others.
import cluster, { type Worker } from "node:cluster";
import net from "node:net";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { isWorkerMessage } from "../core/shared-state/worker-messages.js";
import { createSupervisor } from "./bin/supervise.mjs";
import {
  connectionMessage,
  createConnectionCounts,
  isConnectionMessage,
  listenAddress,
  listeningUrl,
} from "./app-connections";

type Fields = Record<string, unknown>;

function log(message: string, fields: Fields = {}, level = "info") {
  const line = { level, time: new Date().toISOString(), source: "app", msg: message, ...fields };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function others(from: Worker): Worker[] {
  return Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker !== undefined && worker !== from && worker.isConnected(),
  );
}

/** Resolves never: the process ends in `stop`. `graceMs` is each worker's own drain limit. */
export function runPrimary(workers: number, graceMs: number): void {
  // Before the first fork: a worker's limiter asks it for its counters as it is made.
  new RateLimiterClusterMaster();
  const counts = createConnectionCounts<Worker>();
  // Connections that came while no worker was ready (at start, or all of them restarting).
  const waiting: net.Socket[] = [];

  function handOff(socket: net.Socket) {
    const worker = counts.take();
    if (!worker) return void waiting.push(socket);
    worker.send(connectionMessage("connection"), socket, (error: Error | null) => {
      if (!error) return;
      counts.closed(worker);
      socket.destroy();
    });
  }

  cluster.on("message", (from, message: unknown) => {
    if (isConnectionMessage(message, "closed")) return counts.closed(from);
    if (isConnectionMessage(message, "ready")) {
      counts.ready(from);
      for (const socket of waiting.splice(0)) if (!socket.destroyed) handOff(socket);
      return;
    }
    if (!isWorkerMessage(message)) return;
    // A worker stopping or dying may still read as connected; what it misses no longer matters.
    for (const worker of others(from)) worker.send(message, () => undefined);
  });
  cluster.on("exit", (worker) => counts.gone(worker));

  let stopping = false;
  const supervisor = createSupervisor({
    log,
    onGiveUp: ({ message, ...fields }) => {
      log(message, fields, "error");
      void stop(1);
    },
  });

  async function stop(code: number, signal?: string) {
    if (stopping) return;
    stopping = true;
    log("stopping", { workers: supervisor.running().length, ...(signal ? { signal } : {}) });
    // No new connection; those already handed out are the workers' to drain.
    listener.close();
    for (const socket of waiting.splice(0)) socket.destroy();
    // The workers drain for at most graceMs each, side by side.
    const timer = setTimeout(() => {
      for (const child of supervisor.running()) child?.kill("SIGKILL");
      log("workers killed after the grace period", {}, "error");
      process.exit(1);
    }, graceMs + 2_000);
    timer.unref();
    await supervisor.stop({ together: true });
    log("stopped");
    process.exit(code);
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => void stop(0, signal));
  // Paused: nothing is read here; the worker reads the request from the socket it is handed.
  const listener = net.createServer({ pauseOnConnect: true }, handOff);
  const address = listenAddress(process.env);
  const { port, host } = address;
  listener.on("error", (error) => {
    log("cannot listen", { port, host, error: String(error) }, "error");
    void stop(1);
  });
  listener.listen(port, host, () => log("listening", { url: listeningUrl(address) }));

  function fork() {
    const worker = cluster.fork();
    // A message written as the worker's channel closes (the rate limiter's, say) fails with
    // EPIPE; without a listener that failure would end this process and every worker with it.
    worker.on("error", (error) => log("worker channel error", { error: String(error) }, "warn"));
    return worker.process;
  }
  for (let n = 1; n <= workers; n++) supervisor.start(`app worker ${n}`, fork);
  log("serving with worker processes", { workers, pid: process.pid });
}
