/**
 * Image re-encoding. Every stored image is decoded and encoded again by sharp (libvips): that
 * drops metadata (EXIF GPS, comments), defeats polyglot files (a GIF that is also HTML or a ZIP),
 * and normalises the format to WebP. SVG is rasterised: librsvg runs no script and loads no
 * external resource, so nothing active survives into the stored file.
 *
 * Animated GIF/WebP: only the first frame is kept (sharp's default page 0). Animation is rare in
 * this site's content, and a single frame keeps the output size and decode cost predictable.
 */
import type { Sharp as SharpInstance } from "sharp";
import type { ImageKind } from "./detect.js";
import { loadSharp } from "./load-sharp.js";

export const MAX_SIDE = 2000;
export const THUMB_SIDE = 400;
// Decompression-bomb guard: 5 MB of PNG can declare gigapixels. 50 MP covers any real photo.
const MAX_INPUT_PIXELS = 50_000_000;
// A pathological SVG (deep filters) must not tie up a libvips thread indefinitely.
const TIMEOUT = { seconds: 20 };
const WEBP = { quality: 82, effort: 4 };

export type Encoded = { main: Buffer; thumb: Buffer; width: number; height: number };

export async function encodeImage(buf: Buffer, kind: ImageKind): Promise<Encoded> {
  const sharp = await loadSharp();
  const input =
    kind.kind === "svg" ? await svgInput(buf) : sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS });
  const { data: main, info } = await input
    .autoOrient() // apply EXIF orientation before the EXIF is dropped
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .webp(WEBP)
    .timeout(TIMEOUT)
    .toBuffer({ resolveWithObject: true });
  // The thumbnail comes from the already oriented, already reduced image: cheaper than decoding twice.
  const thumb = await sharp(main)
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: "inside", withoutEnlargement: true })
    .webp(WEBP)
    .timeout(TIMEOUT)
    .toBuffer();
  return { main, thumb, width: info.width, height: info.height };
}

/**
 * Vector input has no natural pixel size, so pick a density that renders the longest side at
 * MAX_SIDE: small icons come out crisp, and a huge declared size is rendered small rather than
 * allocated at full size first.
 */
async function svgInput(buf: Buffer): Promise<SharpInstance> {
  const sharp = await loadSharp();
  const meta = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
  if (longest <= 0) throw new Error("SVG without size");
  const density = Math.min(100_000, Math.max(1, (72 * MAX_SIDE) / longest));
  return sharp(buf, { density, limitInputPixels: MAX_INPUT_PIXELS });
}

/** Cheap header decode, used where the original bytes are kept (attachments) to reject fakes. */
export async function assertDecodable(buf: Buffer): Promise<void> {
  const sharp = await loadSharp();
  const meta = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.width || !meta.height) throw new Error("image without size");
}
