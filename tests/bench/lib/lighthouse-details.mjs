// `--lighthouse-details`: what Lighthouse itself says about a page's performance, printed under
// its score line, so a low score can be explained from the audit data (LCP element and phases,
// render-blocking requests, long tasks, layout shifts, fonts, unused bytes, images) rather than
// guessed. Printing only: the scores and the pass/fail lines do not depend on it.
import fs from "node:fs";
import path from "node:path";

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

const short = (url) => {
  if (typeof url !== "string") return String(url ?? "");
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url.slice(0, 80);
  }
};
const ms = (n) => (typeof n === "number" ? `${Math.round(n)} ms` : "-");
const kb = (n) => (typeof n === "number" ? `${(n / 1024).toFixed(1)} kB` : "-");

/** The rows of a table/opportunity audit (insights nest theirs in a list of sub-tables). */
function rows(audit) {
  const d = audit?.details;
  if (!d) return [];
  if (Array.isArray(d.items) && d.type === "list")
    return d.items.flatMap((item) => (Array.isArray(item.items) ? item.items : []));
  return Array.isArray(d.items) ? d.items : [];
}

function nodeLabel(node) {
  if (!node) return "";
  const text = node.nodeLabel ? ` "${String(node.nodeLabel).slice(0, 60)}"` : "";
  return `${node.snippet ?? node.selector ?? ""}${text}`.replace(/\s+/g, " ").slice(0, 200);
}

function lcpLines(lhr) {
  const lines = [];
  const element = lhr.audits["largest-contentful-paint-element"];
  for (const table of element?.details?.items ?? []) {
    for (const item of table.items ?? []) {
      if (item.node) lines.push(`LCP element: ${nodeLabel(item.node)}`);
      else if (item.phase) lines.push(`LCP phase ${item.phase}: ${ms(item.timing)}`);
    }
  }
  const lazy = lhr.audits["lcp-lazy-loaded"];
  if (lazy && lazy.score !== null && lazy.score < 1) lines.push(`LCP image lazy-loaded: yes`);
  const discovery = lhr.audits["lcp-discovery-insight"]?.details?.items ?? [];
  const checklist = discovery.find((item) => item.type === "checklist")?.items ?? {};
  for (const [name, check] of Object.entries(checklist))
    lines.push(`LCP discovery ${name}: ${check.value ? "ok" : "NO"} (${check.label})`);
  return lines;
}

function blockingLines(lhr) {
  return rows(lhr.audits["render-blocking-insight"]).map(
    (r) => `render-blocking: ${short(r.url)} ${kb(r.totalBytes)}, wasted ${ms(r.wastedMs)}`,
  );
}

function chainLines(lhr) {
  // The request chains from the document, as the network-dependency-tree insight sees them.
  const lines = [];
  const walk = (chains, depth) => {
    for (const chain of Object.values(chains ?? {})) {
      const r = chain.request ?? chain;
      const t = r.endTime !== undefined ? ` ends ${ms(r.endTime)}` : "";
      lines.push(`${"  ".repeat(depth)}chain: ${short(r.url)} ${kb(r.transferSize)}${t}`);
      walk(chain.children, depth + 1);
    }
  };
  for (const item of lhr.audits["network-dependency-tree-insight"]?.details?.items ?? [])
    if (item.type === "network-tree") walk(item.chains, 0);
  return lines.slice(0, 25);
}

function mainThreadLines(lhr) {
  const lines = [];
  const groups = rows(lhr.audits["mainthread-work-breakdown"])
    .map((r) => `${r.groupLabel ?? r.group} ${ms(r.duration)}`)
    .join(", ");
  if (groups) lines.push(`main thread: ${groups}`);
  for (const r of rows(lhr.audits["bootup-time"]).slice(0, 6))
    lines.push(`bootup: ${short(r.url)} total ${ms(r.total)}, script ${ms(r.scripting)}`);
  for (const r of rows(lhr.audits["long-tasks"]).slice(0, 8))
    lines.push(`long task: ${short(r.url)} at ${ms(r.startTime)} for ${ms(r.duration)}`);
  for (const r of rows(lhr.audits["forced-reflow-insight"]).slice(0, 6))
    lines.push(`forced reflow: ${short(r.source?.url ?? r.url)} ${ms(r.reflowTime)}`);
  return lines;
}

function shiftLines(lhr) {
  return rows(lhr.audits["layout-shifts"])
    .slice(0, 6)
    .map((r) => {
      const causes = (r.subItems?.items ?? []).map((s) => short(s.extra?.value ?? s.cause));
      const why = causes.length ? ` (${causes.join("; ")})` : "";
      return `layout shift ${Number(r.score).toFixed(4)}: ${nodeLabel(r.node)}${why}`;
    });
}

function byteLines(lhr) {
  const lines = [];
  for (const id of ["unused-javascript", "unused-css-rules"])
    for (const r of rows(lhr.audits[id]).slice(0, 6))
      lines.push(`${id}: ${short(r.url)} ${kb(r.totalBytes)}, unused ${kb(r.wastedBytes)}`);
  for (const id of ["font-display-insight", "image-delivery-insight", "uses-responsive-images"])
    for (const r of rows(lhr.audits[id]).slice(0, 6)) {
      const time = r.wastedMs ? ` ${ms(r.wastedMs)}` : "";
      lines.push(`${id}: ${short(r.url)} ${kb(r.totalBytes)} wasted ${kb(r.wastedBytes)}${time}`);
    }
  for (const r of rows(lhr.audits["network-requests"]))
    if (r.resourceType === "Image" || r.resourceType === "Font")
      lines.push(
        `${r.resourceType.toLowerCase()}: ${short(r.url)} ${kb(r.transferSize)} ${ms(r.networkRequestTime)} -> ${ms(r.networkEndTime)} ${r.priority ?? ""}`,
      );
  return lines;
}

/**
 * Prints the details of one page's result. With LIGHTHOUSE_JSON_DIR set, the whole report (lhr)
 * is also written there, one JSON file per page, for the audits this summary leaves out.
 */
export function printLighthouseDetails(name, lhr) {
  const metrics = METRICS.map((id) => {
    const a = lhr.audits[id];
    return `${id.replace(/-/g, " ")} ${a?.displayValue ?? "-"} (${Math.round((a?.score ?? 0) * 100)})`;
  });
  // Simulated FCP and LCP are built from what the unthrottled load had fetched by its own first
  // paint: scripts finished before it weigh on both.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const paint = observed.observedFirstContentfulPaint;
  const early = rows(lhr.audits["network-requests"]).filter(
    (r) => r.resourceType === "Script" && r.networkEndTime <= paint,
  );
  const lines = [
    `metrics: ${metrics.join(", ")}`,
    `unthrottled load: first paint ${ms(paint)}, LCP ${ms(observed.observedLargestContentfulPaint)}, DOMContentLoaded ${ms(observed.observedDomContentLoaded)}; ${early.length} scripts (${kb(early.reduce((n, r) => n + r.transferSize, 0))}) done before the first paint`,
    ...lcpLines(lhr),
    ...blockingLines(lhr),
    ...chainLines(lhr),
    ...mainThreadLines(lhr),
    ...shiftLines(lhr),
    ...byteLines(lhr),
  ];
  console.log(`  ${name} details:\n${lines.map((l) => `    ${l}`).join("\n")}`);
  const dir = process.env.LIGHTHOUSE_JSON_DIR;
  if (dir) {
    const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.json`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(lhr));
    console.log(`    (full report: ${file})`);
  }
}
