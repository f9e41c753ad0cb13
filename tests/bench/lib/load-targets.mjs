// `npm run bench`'s load table and its targets (docs/performance.md, "Product"): each row's req/s
// beside the floor's and the ceiling's from the same run, and PASS/FAIL per target.
import { fmt, table } from "./measure.mjs";

const PUBLIC_P95_MS = 50;
const DASHBOARD_P95_MS = 100;

export function printLoad({ results, ceilingBytes }) {
  const rows = results.map((r) => {
    if (r.skip) return [r.name, r.connections, r.skip, "", "", "", "", "", "", "", ""];
    const same = (kind) => results.find((x) => x.kind === kind && x.connections === r.connections);
    return [
      r.name,
      r.connections,
      fmt(r.rps, 0),
      fmt(r.p50, 1),
      fmt(r.p95, 1),
      fmt(r.p97_5, 1),
      fmt(r.cpuPerReq, 2),
      fmt(r.rps / same("floor").rps, 2),
      fmt(r.rps / same("ceiling").rps, 3),
      fmt(r.load),
      r.non2xx + r.errors,
    ];
  });
  const headers = ["target", "conns", "req/s", "p50 ms", "p95 ms", "p97.5 ms", "CPU ms/req"];
  headers.push("x floor", "x ceiling", "load", "non-2xx/err");
  console.log(table(headers, rows));
  console.log(`(static ceiling serves the ${ceilingBytes} bytes of / ; ratios are of req/s)`);
}

// At TARGET_CONNECTIONS, each row's req/s against the static ceiling's in the same run
// (docs/performance.md, "Targets").
export const CEILING_SHARE = {
  floor: 0.25,
  "provider-services": 0.35,
  rendered: 0.06,
  dashboard: 0.05,
};
const TARGET_CONNECTIONS = 20;
const RENDERED_P97_5_MS = 100;

export function loadChecks({ results }) {
  const checks = [];
  for (const r of results) {
    if (r.skip) {
      if (r.connections === TARGET_CONNECTIONS) checks.push([`${r.name}: ${r.skip}`, null]);
      continue;
    }
    const same = (kind) => results.find((x) => x.kind === kind && x.connections === r.connections);
    const at = `c=${r.connections}`;
    if (r.kind === "public") {
      if (r.connections === 10)
        checks.push([
          `${r.name} ${at}: p95 ${fmt(r.p95, 1)} ms < ${PUBLIC_P95_MS} ms`,
          r.p95 < PUBLIC_P95_MS,
        ]);
      const ratio = r.rps / same("floor").rps;
      checks.push([`${r.name} ${at}: ${fmt(ratio, 2)}x of /livez req/s >= 0.5x`, ratio >= 0.5]);
    }
    if (r.kind === "dashboard" && r.connections === 10)
      checks.push([
        `${r.name} ${at}: p95 ${fmt(r.p95, 1)} ms < ${DASHBOARD_P95_MS} ms`,
        r.p95 < DASHBOARD_P95_MS,
      ]);
    const share = CEILING_SHARE[r.kind];
    if (share && r.connections === TARGET_CONNECTIONS) {
      const ratio = r.rps / same("ceiling").rps;
      checks.push([
        `${r.name} ${at}: ${fmt(ratio, 3)}x of the ceiling's req/s >= ${share}x`,
        ratio >= share,
      ]);
    }
    if (r.kind === "rendered" && r.connections === TARGET_CONNECTIONS)
      checks.push([
        `${r.name} ${at}: p97.5 ${fmt(r.p97_5, 1)} ms < ${RENDERED_P97_5_MS} ms`,
        r.p97_5 < RENDERED_P97_5_MS,
      ]);
    if (r.non2xx + r.errors > 0) checks.push([`${r.name} ${at}: every answer 2xx`, false]);
  }
  return checks;
}
