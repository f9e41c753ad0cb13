// Giving up lets a container manager see the failure instead of a site that is never up
// (docs/deploy.md).
import { RestartPolicy } from "./restart-policy.mjs";

/**
 * @typedef {import("node:child_process").ChildProcess} ChildProcess
 * @typedef {(message: string, fields?: Record<string, unknown>, level?: string) => void} Log
 * @typedef {{ child: string, message: string, exits?: number, windowSeconds?: number,
 *   lastExit?: string }} GiveUp
 * @typedef {{ name: string, launch: () => ChildProcess,
 *   check?: (child: ChildProcess) => Promise<void>, policy: RestartPolicy,
 *   child: ChildProcess | null, timer: NodeJS.Timeout | null, runs: number,
 *   markReady: () => void }} Entry
 */

/** @param {ChildProcess} child */
export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** @param {ChildProcess} child */
function waitExit(child) {
  return new Promise((resolve) => {
    if (!isRunning(child)) resolve(undefined);
    else child.once("exit", resolve);
  });
}

/**
 * @param {{ log: Log, onGiveUp: (reason: GiveUp) => void,
 *   policy?: ConstructorParameters<typeof RestartPolicy>[0], now?: () => number }} options
 */
export function createSupervisor({ log, onGiveUp, policy = {}, now = Date.now }) {
  /** @type {Entry[]} */
  const entries = [];
  let stopping = false;

  /** @param {Entry} entry @param {GiveUp} reason */
  function giveUp(entry, reason) {
    if (stopping) return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    onGiveUp(reason);
  }

  /** @param {Entry} entry */
  function spawnOnce(entry) {
    entry.timer = null;
    if (stopping) return;
    const child = entry.launch();
    entry.child = child;
    entry.runs++;
    entry.policy.started(now());
    log(`${entry.name} started`, { child: entry.name, pid: child.pid, run: entry.runs });
    child.once("exit", (code, signal) => onExit(entry, child, signal ?? `code ${code}`));
    child.once("error", (error) => {
      log(`${entry.name} could not be run: ${error.message}`, { child: entry.name }, "error");
      if (child.pid === undefined) onExit(entry, child, "spawn error");
    });
    if (entry.check) {
      entry.check(child).then(
        () => {
          if (entry.runs > 1)
            log(`${entry.name} ready again`, { child: entry.name, pid: child.pid });
          entry.markReady();
        },
        (error) => {
          // Never ready: restarts that each wait as long would not help.
          if (isRunning(child)) {
            child.kill("SIGKILL");
            giveUp(entry, { child: entry.name, message: String(error) });
          }
        },
      );
    } else {
      entry.markReady();
    }
  }

  /** @param {Entry} entry @param {ChildProcess} child @param {string} how */
  function onExit(entry, child, how) {
    if (entry.child !== child) return;
    entry.child = null;
    if (stopping) return;
    const decision = entry.policy.exited(now());
    if (!decision.restart) {
      const windowSeconds = Math.round(decision.windowMs / 1000);
      giveUp(entry, {
        child: entry.name,
        message: `${entry.name} exited ${decision.exits} times within ${windowSeconds} s; giving up`,
        exits: decision.exits,
        windowSeconds,
        lastExit: how,
      });
      return;
    }
    log(
      `${entry.name} exited (${how}); restarting in ${decision.delayMs} ms`,
      {
        child: entry.name,
        pid: child.pid,
        exits: decision.exits,
        delayMs: decision.delayMs,
      },
      "warn",
    );
    entry.timer = setTimeout(() => spawnOnce(entry), decision.delayMs);
  }

  return {
    /** `ready` must reject when that run exits or takes too long.
     * @param {string} name @param {() => ChildProcess} launch
     * @param {{ ready?: (child: ChildProcess) => Promise<void> }} [options] */
    start(name, launch, options = {}) {
      /** @type {() => void} */
      let markReady = () => {};
      /** @type {Promise<void>} */
      const ready = new Promise((resolve) => (markReady = () => resolve()));
      /** @type {Entry} */
      const entry = {
        name,
        launch,
        check: options.ready,
        policy: new RestartPolicy(policy),
        child: null,
        timer: null,
        runs: 0,
        markReady,
      };
      entries.push(entry);
      spawnOnce(entry);
      return { name, ready };
    },

    /** Newest first: the order to stop them in. */
    running() {
      return entries
        .slice()
        .reverse()
        .map((entry) => entry.child)
        .filter((child) => child !== null && isRunning(child));
    },

    /** One after another, newest first; `together` signals them all at once (peers, not layers).
     * @param {{ together?: boolean }} [options] */
    async stop({ together = false } = {}) {
      stopping = true;
      for (const entry of entries) {
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = null;
      }
      const children = this.running();
      if (together) {
        for (const child of children) child.kill("SIGTERM");
        await Promise.all(children.map(waitExit));
        return;
      }
      for (const child of children) {
        child.kill("SIGTERM");
        await waitExit(child);
      }
    },
  };
}
