// A job past its wall-clock limit has its child SIGKILLed, which really frees the CPU (sharp's
// own timeout does not stop an SVG render) (ADR 0016).
import { fork, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { ImageJob, JobReply, JobResult } from "./image-jobs.js";

export type ImagePoolOptions = {
  workers?: number;
  timeLimitMs?: number;
  maxQueued?: number;
  idleMs?: number;
};

export type ImageJobFailure = "timeout" | "failed" | "crashed" | "busy" | "closed";

export class ImageJobError extends Error {
  readonly reason: ImageJobFailure;

  constructor(reason: ImageJobFailure, message: string) {
    super(message);
    this.name = "ImageJobError";
    this.reason = reason;
  }
}

export type ImagePoolStats = {
  running: number;
  queued: number;
  started: number;
  killed: number;
  pids: number[];
};

export interface ImagePool {
  run(job: ImageJob): Promise<JobResult>;
  stats(): ImagePoolStats;
  close(): Promise<void>;
}

export const DEFAULT_TIME_LIMIT_MS = 20_000;

type Pending = {
  job: ImageJob;
  resolve(result: JobResult): void;
  reject(error: ImageJobError): void;
};
type Worker = {
  child: ChildProcess;
  current?: { id: number; pending: Pending; timer: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
  stderr: string;
};

// Tests run the TypeScript source, which needs tsx's loader in the child.
const fromSource = import.meta.url.endsWith(".ts");
const WORKER_FILE = fileURLToPath(
  new URL(fromSource ? "./image-worker.ts" : "./image-worker.js", import.meta.url),
);
const WORKER_ARGS = fromSource ? ["--import", "tsx"] : [];

export function createImagePool(options: ImagePoolOptions = {}): ImagePool {
  const workers = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const maxQueued = options.maxQueued ?? 256;
  const idleMs = options.idleMs ?? 30_000;
  const live = new Set<Worker>();
  const queue: Pending[] = [];
  let nextId = 1;
  let started = 0;
  let killed = 0;
  let closed = false;

  function spawn(): Worker {
    const child = fork(WORKER_FILE, [], {
      execArgv: WORKER_ARGS,
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "json",
    });
    const worker: Worker = { child, stderr: "" };
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (text: string) => {
      worker.stderr = (worker.stderr + text).slice(-2000);
    });
    child.on("message", (reply: JobReply) => settle(worker, reply));
    child.on("error", () => retire(worker, "crashed"));
    child.on("exit", (code, signal) => retire(worker, "crashed", `${code ?? signal}`));
    live.add(worker);
    return worker;
  }

  function settle(worker: Worker, reply: JobReply) {
    const current = worker.current;
    if (!current || current.id !== reply.id) return;
    clearTimeout(current.timer);
    worker.current = undefined;
    if (reply.ok) current.pending.resolve(reply.result);
    else current.pending.reject(new ImageJobError("failed", reply.error));
    rest(worker);
    pump();
  }

  function retire(worker: Worker, reason: ImageJobFailure, detail = "") {
    if (!live.delete(worker)) return;
    clearTimeout(worker.idle);
    const current = worker.current;
    worker.current = undefined;
    if (worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill("SIGKILL");
    }
    if (current) {
      clearTimeout(current.timer);
      const why = reason === "timeout" ? `over ${timeLimitMs} ms` : `${detail} ${worker.stderr}`;
      current.pending.reject(new ImageJobError(reason, `image worker ${reason}: ${why.trim()}`));
    }
    pump();
  }

  function rest(worker: Worker) {
    worker.child.unref();
    worker.child.channel?.unref();
    clearTimeout(worker.idle);
    worker.idle = setTimeout(() => retire(worker, "closed"), idleMs);
    worker.idle.unref();
  }

  function pump() {
    while (queue.length && !closed) {
      let worker = [...live].find((w) => !w.current);
      if (!worker) {
        if (live.size >= workers) return;
        worker = spawn();
      }
      dispatch(worker, queue.shift()!);
    }
  }

  function dispatch(worker: Worker, pending: Pending) {
    clearTimeout(worker.idle);
    worker.child.ref();
    worker.child.channel?.ref();
    const id = nextId++;
    started++;
    const timer = setTimeout(() => {
      killed++;
      retire(worker, "timeout");
    }, timeLimitMs);
    worker.current = { id, pending, timer };
    worker.child.send({ id, job: pending.job });
  }

  return {
    run(job) {
      if (closed) return Promise.reject(new ImageJobError("closed", "image pool closed"));
      if (queue.length >= maxQueued) {
        return Promise.reject(new ImageJobError("busy", "image queue full"));
      }
      return new Promise<JobResult>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },

    stats() {
      const running = [...live].filter((w) => w.current).length;
      const pids = [...live].flatMap((w) => (w.child.pid ? [w.child.pid] : []));
      return { running, queued: queue.length, started, killed, pids };
    },

    async close() {
      closed = true;
      for (const pending of queue.splice(0)) {
        pending.reject(new ImageJobError("closed", "image pool closed"));
      }
      const exits = [...live].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.child.exitCode !== null || worker.child.signalCode !== null) resolve();
            else {
              // An idle child is unref'd; the caller waits for its exit, so keep the loop up.
              worker.child.ref();
              worker.child.once("exit", () => resolve());
            }
            retire(worker, "closed");
          }),
      );
      await Promise.all(exits);
    },
  };
}
