// Runs only in an image worker (ADR 0016). Re-encoding drops metadata and defeats polyglot files;
// librsvg runs no script and loads nothing external. Animations keep their first frame only.
import sharp from "sharp";
import {
  MAX_INPUT_PIXELS,
  MAX_SIDE,
  SEED_DRAW,
  THUMB_SIDE,
  type DrawJob,
  type ImageJob,
  type JobResult,
  type UploadJob,
  type VariantsJob,
} from "./image-jobs.js";
import { VARIANT_AVIF, VARIANT_WEBP } from "./variants.js";

const WEBP = { quality: 82, effort: 4 };
const limits = { limitInputPixels: MAX_INPUT_PIXELS };

export function runJob(job: ImageJob): Promise<JobResult> {
  switch (job.op) {
    case "upload":
      return encodeUpload(job);
    case "variants":
      return encodeVariants(job);
    case "probe":
      return probe(job.input);
    case "draw":
      return draw(job);
  }
}

async function encodeUpload(job: UploadJob): Promise<JobResult> {
  const input = job.svg ? await svgInput(job.input) : sharp(job.input, limits);
  const info = await input
    .autoOrient() // apply EXIF orientation before the EXIF is dropped
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .webp(WEBP)
    .toFile(job.main);
  await sharp(job.main)
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: "inside", withoutEnlargement: true })
    .webp(WEBP)
    .toFile(job.thumb);
  return { width: info.width, height: info.height };
}

// A density that renders the longest side at MAX_SIDE: a huge declared size is never allocated.
async function svgInput(file: string) {
  const meta = await sharp(file, limits).metadata();
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
  if (longest <= 0) throw new Error("SVG without size");
  const density = Math.min(100_000, Math.max(1, (72 * MAX_SIDE) / longest));
  return sharp(file, { density, ...limits });
}

async function encodeVariants(job: VariantsJob): Promise<JobResult> {
  const { data, info } = await sharp(job.input, limits).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const output of job.outputs) {
    let image = sharp(data, raw);
    if (output.resize) image = image.resize(output.resize);
    image = output.format === "avif" ? image.avif(VARIANT_AVIF) : image.webp(VARIANT_WEBP);
    await image.toFile(output.file);
  }
  return { width: info.width, height: info.height };
}

async function probe(file: string): Promise<JobResult> {
  const meta = await sharp(file, limits).metadata();
  if (!meta.width || !meta.height) throw new Error("image without size");
  return { width: meta.width, height: meta.height };
}

async function draw(job: DrawJob): Promise<JobResult> {
  const picture = sharp(job.input, limits);
  const [full] = await Promise.all([
    picture.clone().webp(SEED_DRAW.main).toFile(job.main),
    picture
      .clone()
      .resize({ width: SEED_DRAW.thumb.width })
      .webp({ quality: SEED_DRAW.thumb.quality })
      .toFile(job.thumb),
  ]);
  return { width: full.width, height: full.height };
}
