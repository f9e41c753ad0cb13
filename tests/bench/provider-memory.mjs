// `npx tsx tests/bench/provider-memory.mjs`: the provider's resident memory through bursts of
// saves (MODE=save, default) or list reads (MODE=read), four 3 s rounds at 10 connections on ROWS
// rows (100), with the V8 flags in FLAGS (default: server/bin/node-flags.mjs). Add --trace-gc to
// FLAGS to see the heap kept by each full collection. Figures: docs/performance.md.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { bundleProvider } from "./lib/bundle.mjs";
import { fillRows, prepareSchema } from "./lib/fill.mjs";
import { freePort, waitFor } from "./lib/measure.mjs";
import { start, stop, tempDir } from "./lib/processes.mjs";
import { PROVIDER_NODE_FLAGS } from "../../server/bin/node-flags.mjs";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const API_KEY = "bench-api-key-0123456789";
const outfile = await bundleProvider();
const dataDir = tempDir("rss-data-");
fillRows(await prepareSchema(dataDir), Number(process.env.ROWS || 100));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const flags = process.env.FLAGS
  ? process.env.FLAGS.split(" ").filter(Boolean)
  : PROVIDER_NODE_FLAGS;
const child = start(process.execPath, [...flags, outfile], {
  cwd: root,
  logFile: path.join(dataDir, "log"),
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PROVIDER_PORT: String(port),
    PROVIDER_HOST: "127.0.0.1",
    PROVIDER_API_KEY: API_KEY,
    TOKEN_SECRET: "bench-token-secret-0123456789",
    ADMIN_EMAIL: "admin@bench.test",
    ADMIN_PASSWORD: "bench-admin-password",
    SEED_DEMO: "false",
    RATE_LIMIT_SCALE: "10000",
  },
});
await waitFor(`${base}/api/health`, 60000);
const rss = () =>
  Math.round(
    Number(readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]) / 1024,
  );
const login = await (
  await fetch(`${base}/api/login`, {
    method: "POST",
    headers: {
      apikey: API_KEY,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: "email=admin%40bench.test&password=bench-admin-password",
  })
).json();
const headers = {
  apikey: API_KEY,
  lang: "en",
  accept: "application/json",
  token: login.token,
  authorization: `Bearer ${login.token}`,
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
