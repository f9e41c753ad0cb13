// Load measurement shared by the benchmarks: autocannon runs with our own per-request timings
// (autocannon's histogram reports p50/p90/p97.5/p99 but no p95), free ports, readiness waits and
// the resident memory of a process. Everything here targets 127.0.0.1 only.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import autocannon from "autocannon";

const WARMUP_S = 1;
const DURATION_S = 5;

function run(opts, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...opts, timeout: 10, bailout: 1000 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onResponse) instance.on("response", onResponse);
  });
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const TICKS_PER_S = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** CPU time (user + system) used so far by the processes `pids`, in ms. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the ")" of the command name: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended
    }
  }
  return (ticks / TICKS_PER_S) * 1000;
}

/** `pid` and all its descendants (the product's start script runs the servers as children). */
export function processTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/**
 * One measurement: a warm-up (discarded) so JIT, caches and keep-alive sockets are in place, then a
 * timed run. `request` is { url, method?, headers?, body? }. `serverPids` (optional) are the
 * processes whose CPU time per request is reported: unlike latency, that figure barely moves when
 * other work shares the machine, so it tells a slow server from a busy machine.
 */
export async function measure(
  request,
  { connections = 10, duration = DURATION_S, serverPids = [] } = {},
) {
  const opts = { connections, method: "GET", ...request };
  await run({ ...opts, duration: WARMUP_S });
  const times = [];
  const cpuBefore = cpuMs(serverPids);
  const started = process.hrtime.bigint();
  const result = await run({ ...opts, duration }, (_client, _status, _bytes, ms) => times.push(ms));
  const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuUsed = cpuMs(serverPids) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    cpuPerReq: serverPids.length && times.length ? cpuUsed / times.length : NaN,
    load: os.loadavg()[0],
    rps: times.length / elapsedS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p97_5: percentile(times, 97.5),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `url` answers 200, for at most `timeoutMs`. */
export async function waitFor(url, timeoutMs = 90_000, init = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`);
}

/** Current and peak resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
export { fmt };

/** A plain Markdown table, so the printed output can be pasted into docs/performance.md. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(3, ...cells.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [
    line(cells[0]),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...cells.slice(1).map(line),
  ].join("\n");
}

/** A line saying how busy the machine was: figures from a loaded machine read worse than they are. */
export function machineLine() {
  const [one, five] = os.loadavg();
  return `machine: ${os.cpus().length} cores, load average ${one.toFixed(1)} (1 min) ${five.toFixed(1)} (5 min), node ${process.version}`;
}

export const verdict = (ok) => (ok ? "PASS" : "FAIL");
