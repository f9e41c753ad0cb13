/**
 * What the provider asks of an image worker, and what comes back (ADR 0016). Every job names
 * files, never carries bytes: inputs are read from and outputs written to temp files, so the
 * IPC messages stay a few hundred bytes whatever the picture.
 */

/** An upload to store: decoded under the pixel limit, oriented, at most MAX_SIDE, WebP + thumb. */
export type UploadJob = { op: "upload"; input: string; svg: boolean; main: string; thumb: string };
/**
 * Responsive variants of a stored main picture (ADR 0015), decoded once for the lot; an output
 * without `resize` is at the picture's own size.
 */
export type VariantsJob = {
  op: "variants";
  input: string;
  outputs: { file: string; format: "avif" | "webp"; resize?: { width: number; height: number } }[];
};
/** A stored main picture's size, read from its header (the backfill plans variants with it). */
export type ProbeJob = { op: "probe"; input: string };
/** A demo picture drawn by the seed from its own SVG, at its natural size, with a thumbnail. */
export type DrawJob = { op: "draw"; input: string; main: string; thumb: string };

export type ImageJob = UploadJob | VariantsJob | ProbeJob | DrawJob;
export type JobResult = { width: number; height: number };

export type JobRequest = { id: number; job: ImageJob };
export type JobReply =
  { id: number; ok: true; result: JobResult } | { id: number; ok: false; error: string };

/** Largest side of a stored main picture; the thumbnail's. */
export const MAX_SIDE = 2000;
export const THUMB_SIDE = 400;
/** Decompression-bomb guard: 5 MB of PNG can declare gigapixels. 50 MP covers any real photo. */
export const MAX_INPUT_PIXELS = 50_000_000;
