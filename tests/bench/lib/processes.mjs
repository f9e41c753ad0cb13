// Child processes and temporary folders of a bench run, removed on every way out (normal end,
// error, Ctrl-C), so a failed run never leaves a server on a port or a database in /tmp.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const children = new Set();
const dirs = new Set();
const STOP_GRACE_MS = 8_000;

export function tempDir(prefix, parent = os.tmpdir()) {
  const dir = mkdtempSync(path.join(parent, prefix));
  dirs.add(dir);
  return dir;
}

/**
 * Starts a process in its own process group (so its own children stop with it), output to
 * `logFile`: servers under load log every request, which would drown the bench's table.
 */
export function start(command, args, { env, cwd, logFile }) {
  const out = openSync(logFile, "a");
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", out, out],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM, then SIGKILL after a grace period; resolves when the process has exited. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

export function logTail(file, lines = 20) {
  try {
    return readFileSync(file, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Synchronous last resort, for 'exit' where no awaiting is possible. */
function cleanupNow() {
  for (const child of children) signalGroup(child, "SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

export async function cleanup() {
  await Promise.all([...children].map(stop));
  cleanupNow();
}

process.on("exit", cleanupNow);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanupNow();
    process.exit(130);
  });
}
