// Jobs name temp files, never carry bytes, so IPC messages stay small (ADR 0016).

export type UploadJob = { op: "upload"; input: string; svg: boolean; main: string; thumb: string };
export type VariantsJob = {
  op: "variants";
  input: string;
  outputs: { file: string; format: "avif" | "webp"; resize?: { width: number; height: number } }[];
};
export type ProbeJob = { op: "probe"; input: string };
export type DrawJob = { op: "draw"; input: string; main: string; thumb: string };

export type ImageJob = UploadJob | VariantsJob | ProbeJob | DrawJob;
export type JobResult = { width: number; height: number };

export type JobRequest = { id: number; job: ImageJob };
export type JobReply =
  { id: number; ok: true; result: JobResult } | { id: number; ok: false; error: string };

export const MAX_SIDE = 2000;
/** The demo seed's drawings; part of the key their encoded files are kept under (ADR 0020). */
export const SEED_DRAW = { main: { quality: 82 }, thumb: { width: 400, quality: 75 } };
export const THUMB_SIDE = 400;
/** Decompression-bomb guard: a small PNG can declare gigapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
