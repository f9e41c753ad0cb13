// `npx tsx tests/bench/provider-memory.mjs`: the provider's resident memory through bursts of
// saves (MODE=save, default) or list reads (MODE=read), four 3 s rounds at 10 connections on ROWS
// rows (100), with the V8 flags in FLAGS (default: server/bin/node-flags.mjs). Add --trace-gc to
// FLAGS to see the heap kept by each full collection. Figures: docs/performance.md.
import path from "node:path";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import {
  adminHeaders,
  API_KEY,
  bundleProvider,
  startBenchProvider,
} from "./lib/bench-provider.mjs";
import { fillRows, prepareSchema } from "./lib/fill.mjs";
import { stop, tempDir } from "./lib/processes.mjs";
import { PROVIDER_NODE_FLAGS } from "../../server/bin/node-flags.mjs";
const outfile = await bundleProvider();
const dataDir = tempDir("rss-data-");
fillRows(await prepareSchema(dataDir), Number(process.env.ROWS || 100));
const flags = process.env.FLAGS
  ? process.env.FLAGS.split(" ").filter(Boolean)
  : PROVIDER_NODE_FLAGS;
const { child, base } = await startBenchProvider(outfile, {
  dataDir,
  logFile: path.join(dataDir, "log"),
  flags,
});
const rss = () =>
  Math.round(
    Number(readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]) / 1024,
  );
const headers = {
  apikey: API_KEY,
  lang: "en",
  accept: "application/json",
  ...(await adminHeaders(base)),
  "content-type": "application/x-www-form-urlencoded",
};
console.log("start rss", rss());
const mode = process.env.MODE || "save";
const req =
  mode === "save"
    ? {
        url: `${base}/api/dashboard/faqs/save`,
        method: "POST",
        headers,
        body: new URLSearchParams({
          ar_name: "سؤال",
          en_name: "Bench question",
          ar_answer: "<p>جواب</p>",
          en_answer: "<p>An answer</p>",
        }).toString(),
      }
    : { url: `${base}/api/dashboard/categories?page=1`, method: "POST", headers, body: "" };
for (let i = 0; i < 4; i++) {
  const r = await new Promise((res, rej) =>
    autocannon({ ...req, connections: 10, duration: 3 }, (e, r) => (e ? rej(e) : res(r))),
  );
  console.log(
    mode,
    "round",
    i,
    "rss",
    rss(),
    "rps",
    Math.round(r.requests.average),
    "p97.5",
    r.latency.p97_5,
  );
}
await stop(child);
console.log(
  readFileSync(path.join(dataDir, "log"), "utf8")
    .split("\n")
    .filter((l) => /Mark-Compact|Mark-Sweep|Mark-sweep/.test(l))
    .slice(-3)
    .join("\n"),
);
