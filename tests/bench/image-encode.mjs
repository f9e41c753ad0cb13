// `npx tsx tests/bench/image-encode.mjs`: what one uploaded photo costs to store (ADR 0015).
// A 2000x1500 photo-like JPEG (smoothed noise over a gradient: real photos compress like this,
// flat colours would flatter the encoders) saved RUNS times through the storage rules on a temp
// folder: "before" is the main WebP and its thumbnail alone, "after" the whole saveImage, with
// the AVIF and WebP variants. Prints the median and the files made.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createImagePool } from "../../server/storage/image-pool.ts";
import { createStorage } from "../../server/storage/index.ts";
import { createDriver } from "../../server/storage/url.ts";

const RUNS = Math.max(1, Number(process.env.RUNS) || 3);

async function photo() {
  const noise = await sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#c52"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function median(task) {
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    last = await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(times.length / 2)]), last };
}

const input = await photo();
const folder = await mkdtemp(path.join(os.tmpdir(), "image-bench-"));
// Image work runs in the pool's worker processes, as in the provider (ADR 0016).
const images = createImagePool();
const storage = createStorage(await createDriver({ kind: "file", folder }), images);
const upload = path.join(folder, "upload.jpg");
await writeFile(upload, input);
try {
  const before = await median(() =>
    images.run({
      op: "upload",
      input: upload,
      svg: false,
      main: path.join(folder, "main.webp"),
      thumb: path.join(folder, "thumb.webp"),
    }),
  );
  // saveImage may move its input into storage; each run gets its own copy.
  const after = await median(async () => {
    const copy = path.join(folder, `upload-${Math.random()}.jpg`);
    await writeFile(copy, input);
    return storage.saveImage(copy, "projects");
  });
  console.log(
    `input: 2000x1500 JPEG, ${(input.length / 1024).toFixed(0)} KiB; ${RUNS} runs, median`,
  );
  console.log(`  before (main WebP + thumbnail):   ${before.ms} ms`);
  console.log(`  after  (saveImage with variants): ${after.ms} ms`);
  for (const v of after.last.variants) {
    const file = await storage.open(v.path);
    console.log(`    ${v.type.padEnd(10)} ${String(v.width).padStart(4)} px  ${file.size} B`);
    file.body.destroy();
  }
} finally {
  await images.close();
  storage.driver.close();
  await rm(folder, { recursive: true, force: true });
}
