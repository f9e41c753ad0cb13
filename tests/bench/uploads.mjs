// `npx tsx tests/bench/uploads.mjs`: the peak resident memory of the app and of the provider (two
// processes of `npm start`) through concurrent uploads: VISITORS (50) ask-service posts of a
// 6 MB file with a PDF signature, and ADMINS (10) dashboard category saves with a 4.5 MB PNG,
// all at once. Prints each process's peak RSS (sampled VmRSS and the kernel's VmHWM) and the
// time, and exits non-zero if a process went over LIMIT_MB (300) or an upload was not accepted.
// PORT and PROVIDER_PORT pick the ports (free ones otherwise). Figures: docs/performance.md.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { fmt, machineLine, memoryOf, processTree, table, verdict } from "./lib/measure.mjs";
import { cleanup } from "./lib/processes.mjs";
import { adminCookie, buildIfMissing, startProduct } from "./lib/product.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const VISITORS = Number(process.env.VISITORS ?? 50);
const ADMINS = Number(process.env.ADMINS ?? 10);
const LIMIT_MB = Number(process.env.LIMIT_MB ?? 300);
const FILE_BYTES = 6 * 1024 * 1024;
const SAMPLE_MS = 25;
// The form protection refuses posts made faster than a person fills a form (2 s).
const FILL_PAUSE_MS = 2_100;

/** A file every check takes for a PDF: the signature, filler, the end marker. */
function pdfFile() {
  const data = Buffer.alloc(FILE_BYTES, 0x20);
  data.write("%PDF-1.4\n");
  data.write("\n%%EOF\n", FILE_BYTES - 7);
  return data;
}

/** Noise does not compress: a 1200x1200 PNG of it is about 4.3 MB, under the provider's 5 MB. */
async function pngFile() {
  const pixels = randomBytes(1200 * 1200 * 3);
  return sharp(pixels, { raw: { width: 1200, height: 1200, channels: 3 } })
    .png()
    .toBuffer();
}

/** The pid of the product's process whose command line names `script`. */
function pidOf(tree, script) {
  const pid = tree.find((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, "utf8").includes(script);
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error(`no process runs ${script}`);
  return pid;
}

async function formStamp(base) {
  const res = await fetch(`${base}/services?ask=build_website`);
  const html = await res.text();
  const stamp = /name="fp_stamp"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="fp_stamp"/.exec(
    html,
  );
  if (!stamp) throw new Error("no form stamp on /services?ask=build_website");
  return stamp[1] ?? stamp[2];
}

const headersFor = (base, i, cookie) => ({
  Origin: base,
  // Every post comes from this machine: distinct addresses keep the per-visitor limits out.
  "X-Forwarded-For": `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  ...(cookie ? { Cookie: cookie } : {}),
});

function visitorPost(base, stamp, pdf, i) {
  const form = new FormData();
  form.append("type", "build_website");
  form.append("info", `Upload bench request ${i}: a website for a bakery.`);
  form.append("email", `visitor${i}@bench.test`);
  form.append("redirectTo", "/services");
  form.append("fp_website", "");
  form.append("fp_stamp", stamp);
  form.append("info_file", new Blob([pdf], { type: "application/pdf" }), `brief ${i}.pdf`);
  return fetch(`${base}/ask-service`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: headersFor(base, i, null),
  });
}

function adminSave(base, cookie, png, i) {
  const form = new FormData();
  form.append("intent", "save");
  form.append("ar_name", `قسم ${i}`);
  form.append("en_name", `Upload bench ${i}`);
  form.append("image", new Blob([png], { type: "image/png" }), `shop ${i}.png`);
  return fetch(`${base}/dashboard/categories`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: headersFor(base, 1000 + i, cookie),
  });
}

/** Status counts, e.g. { 303: 50 }; a failed request counts as its error's code. */
async function settle(requests) {
  const counts = {};
  for (const outcome of await Promise.allSettled(requests)) {
    let key;
    if (outcome.status === "fulfilled") {
      key = outcome.value.status;
      await outcome.value.arrayBuffer();
    } else key = outcome.reason?.cause?.code ?? outcome.reason?.name ?? "error";
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

buildIfMissing(root);
const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const providerPort = process.env.PROVIDER_PORT ? Number(process.env.PROVIDER_PORT) : undefined;
let failed = false;
try {
  const product = await startProduct(root, { categories: 1, port, providerPort });
  const tree = processTree(product.child.pid);
  const pids = { app: pidOf(tree, "app-server"), provider: pidOf(tree, "dist/index.js") };
  const { cookie, reason } = await adminCookie(root, product.base);
  if (!cookie) throw new Error(`no admin session: ${reason}`);
  const [pdf, png, stamp] = [pdfFile(), await pngFile(), await formStamp(product.base)];
  await new Promise((resolve) => setTimeout(resolve, FILL_PAUSE_MS));

  const before = { app: memoryOf(pids.app), provider: memoryOf(pids.provider) };
  const peak = { app: before.app.rssMb, provider: before.provider.rssMb };
  // The provider's image workers (ADR 0016) come and go: each is a process of its own, held to
  // the same limit; the largest one seen is reported.
  let workerPeak = 0;
  let ticks = 0;
  const workers = new Set();
  const sampler = setInterval(() => {
    for (const name of ["app", "provider"]) {
      peak[name] = Math.max(peak[name], memoryOf(pids[name]).rssMb);
    }
    if (ticks++ % 8 === 0) {
      for (const pid of processTree(pids.provider)) if (pid !== pids.provider) workers.add(pid);
    }
    for (const pid of workers) {
      try {
        const memory = memoryOf(pid);
        workerPeak = Math.max(workerPeak, memory.rssMb, memory.peakMb);
      } catch {
        workers.delete(pid); // exited
      }
    }
  }, SAMPLE_MS);
  const started = performance.now();
  const [visitors, admins] = await Promise.all([
    settle(Array.from({ length: VISITORS }, (_, i) => visitorPost(product.base, stamp, pdf, i))),
    settle(Array.from({ length: ADMINS }, (_, i) => adminSave(product.base, cookie, png, i))),
  ]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = { app: memoryOf(pids.app), provider: memoryOf(pids.provider) };

  console.log(machineLine());
  console.log(
    `${VISITORS} ask-service posts of ${fmt(FILE_BYTES / 1048576)} MB and ${ADMINS} dashboard ` +
      `saves of a ${fmt(png.length / 1048576)} MB PNG at once: ${fmt(seconds)} s`,
  );
  console.log(`answers: visitors ${JSON.stringify(visitors)}, admins ${JSON.stringify(admins)}`);
  const rows = ["app", "provider"].map((name) => {
    const top = Math.max(peak[name], after[name].peakMb);
    if (top > LIMIT_MB) failed = true;
    return [
      name,
      fmt(before[name].rssMb),
      fmt(peak[name]),
      fmt(after[name].peakMb),
      `< ${LIMIT_MB}`,
      verdict(top <= LIMIT_MB),
    ];
  });
  if (workerPeak > LIMIT_MB) failed = true;
  rows.push([
    "largest image worker",
    "-",
    fmt(workerPeak),
    "-",
    `< ${LIMIT_MB}`,
    verdict(workerPeak <= LIMIT_MB),
  ]);
  console.log(
    table(["process", "RSS before MB", "peak RSS MB (sampled)", "VmHWM MB", "target", ""], rows),
  );
  // Every upload must have been taken: a refused one would make the figures meaningless.
  if (visitors[303] !== VISITORS || admins[303] !== ADMINS) {
    console.log("FAIL: not every upload was accepted (303)");
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
