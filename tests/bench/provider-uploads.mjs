// `npx tsx tests/bench/provider-uploads.mjs`: the provider alone, bundled as in production, under
// uploads (docs/performance.md, "Uploads"; ADR 0016). 50 visitors' 6 MB attachments at once,
// then 10 admins' 4 MB photos at once, then one SVG that would render for minutes as an admin's
// image while /api/health and a login are timed. Prints the provider's peak RSS (VmHWM: the
// request bodies stream to temp files, target < 300 MB), its image workers' peak, and the times.
import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  API_KEY,
  adminHeaders,
  bundleProvider,
  startBenchProvider,
} from "./lib/bench-provider.mjs";
import { fmt, machineLine, memoryOf, processTree, verdict } from "./lib/measure.mjs";
import { cleanup, logTail, stop, tempDir } from "./lib/processes.mjs";

const VISITORS = Number(process.env.VISITORS) || 50;
const ATTACHMENT_MB = 6;
const ADMIN_SAVES = 10;
const RSS_LIMIT_MB = 300;
// The provider's default (server/storage/image-pool.ts): the photos must pass it on this machine.
const TIME_LIMIT_MS = 20_000;

/** A PDF-signed file of `mb` MB of incompressible bytes. */
function attachment(mb) {
  return Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(mb * 1024 * 1024 - 9)]);
}

/** A 4 MB noisy PNG: a real photo's decode cost, drawn without sharp in this process. */
async function photo() {
  const { default: sharp } = await import("sharp");
  return sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function heavySvg(layers = 60) {
  let defs = "";
  let body = "";
  for (let i = 0; i < layers; i++) {
    defs += `<filter id="f${i}" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.0${(i % 9) + 1}" numOctaves="10" seed="${i}"/><feGaussianBlur stdDeviation="60"/></filter>`;
    body += `<rect width="100%" height="100%" filter="url(#f${i})" opacity="0.5"/>`;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><defs>${defs}</defs>${body}</svg>`,
  );
}

function multipart(fields, field, name, data, type) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append(field, new Blob([data], { type }), name);
  return body;
}

async function post(base, pathname, body, headers = {}) {
  const start = performance.now();
  const res = await fetch(`${base}${pathname}`, {
    method: "POST",
    body,
    headers: { apikey: API_KEY, lang: "en", ...headers },
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

/** Samples the peak RSS of the provider's children (the image workers) until stopped. */
function watchChildren(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    for (const child of processTree(pid).filter((p) => p !== pid)) {
      try {
        const { rssMb } = memoryOf(child);
        if (Number.isFinite(rssMb)) peak = Math.max(peak, rssMb);
      } catch {
        // gone between the listing and the read
      }
    }
  }, 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

const bundle = await bundleProvider();
const dataDir = tempDir("bench-uploads-");
const logFile = path.join(dataDir, "provider.log");
let child;
try {
  const started = await startBenchProvider(bundle, {
    dataDir,
    logFile,
    env: { IMAGE_TIME_LIMIT_MS: String(TIME_LIMIT_MS) },
  });
  child = started.child;
  const { base } = started;
  const admin = await adminHeaders(base);
  const workers = watchChildren(child.pid);
  console.log(machineLine());

  const file = attachment(ATTACHMENT_MB);
  const asks = await Promise.all(
    Array.from({ length: VISITORS }, () =>
      post(
        base,
        "/api/ask_service",
        multipart(
          { type: "graphics", info: "A logo for our bakery, please." },
          "info_file",
          "brief.pdf",
          file,
          "application/pdf",
        ),
      ),
    ),
  );
  const afterAsks = memoryOf(child.pid);
  console.log(
    `${VISITORS} x ${ATTACHMENT_MB} MB attachments: ${asks.filter((a) => a.status === 200).length} stored, slowest ${fmt(Math.max(...asks.map((a) => a.ms)))} ms, provider peak RSS ${fmt(afterAsks.peakMb)} MB`,
  );

  const picture = await photo();
  const saves = await Promise.all(
    Array.from({ length: ADMIN_SAVES }, (_, i) =>
      post(
        base,
        "/api/dashboard/categories/save",
        multipart(
          { ar_name: `فئة ${i}`, en_name: `Category ${i}` },
          "image",
          "photo.png",
          picture,
          "image/png",
        ),
        admin,
      ),
    ),
  );
  console.log(
    `${ADMIN_SAVES} x ${(picture.length / 1048576).toFixed(1)} MB admin photos: statuses ${[...new Set(saves.map((s) => s.status))].join(",")}, slowest ${fmt(Math.max(...saves.map((s) => s.ms)))} ms`,
  );

  const svg = post(
    base,
    "/api/dashboard/categories/save",
    multipart({ ar_name: "شعار", en_name: "Logo" }, "image", "logo.png", heavySvg(), "image/png"),
    admin,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const healthStart = performance.now();
  const health = await fetch(`${base}/api/health`);
  const healthTook = performance.now() - healthStart;
  const loginStart = performance.now();
  await adminHeaders(base);
  const loginTook = performance.now() - loginStart;
  const refused = await svg;
  console.log(
    `heavy SVG as an admin image: ${refused.status} after ${fmt(refused.ms)} ms (limit ${TIME_LIMIT_MS} ms); meanwhile health ${health.status} in ${fmt(healthTook)} ms, login in ${fmt(loginTook)} ms`,
  );

  const end = memoryOf(child.pid);
  const workerPeak = workers();
  const ok = end.peakMb < RSS_LIMIT_MB;
  console.log(
    `provider peak RSS ${fmt(end.peakMb)} MB (target < ${RSS_LIMIT_MB}): ${verdict(ok)}; largest image worker ${workerPeak.toFixed(0)} MB`,
  );
} catch (error) {
  console.error(error);
  console.error(logTail(logFile));
  process.exitCode = 1;
} finally {
  if (child) await stop(child);
  await cleanup();
}
