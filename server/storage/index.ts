// This module alone maps `/storage/<folder>/<file>` paths to driver keys and decides what is
// public (ADR 0011); private folders are served by server/routes/attachments.ts only.
// A segment may not start with a dot, so the file driver's temp files are never addressed.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { detectAttachment, detectImage } from "./detect.js";
import type { ObjectBody, StorageDriver } from "./driver.js";
import { UploadError } from "./errors.js";
import { ImageJobError, type ImagePool } from "./image-pool.js";
import { assertFolder, randomName, sanitizeFileName } from "./names.js";
import { withTempFiles } from "./temp.js";
import { encodeVariants, variantPathsOf, type ImageVariant } from "./variants.js";

export { UploadError } from "./errors.js";
export type { UploadErrorCode } from "./errors.js";
export type { StorageDriver } from "./driver.js";

export type { ImageVariant } from "./variants.js";
export type StoredImage = {
  path: string;
  thumb: string;
  width: number;
  height: number;
  variants: ImageVariant[];
};
export type StoredAttachment = { path: string; name: string; mime: string; size: number };

export interface Storage {
  /** A full pool throws its ImageJobError ("busy") unchanged. */
  saveImage(file: string, folder: string): Promise<StoredImage>;
  saveAttachment(file: string, originalName: string, folder: string): Promise<StoredAttachment>;
  /** Names are fixed by the main path, so two runs (or two replicas) write the same files. */
  addVariants(publicPath: string): Promise<ImageVariant[] | null>;
  remove(paths: string[]): Promise<void>;
  open(publicPath: string): Promise<ObjectBody | null>;
  openPublic(publicPath: string): Promise<ObjectBody | null>;
  check(): Promise<void>;
  readonly driver: StorageDriver;
  readonly images: ImagePool;
}

export const PRIVATE_FOLDERS: ReadonlySet<string> = new Set(["requests"]);
export const PUBLIC_AREA = "uploads";
export const PRIVATE_AREA = "private";

export const LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  imagesPerSave: 10,
  attachmentBytes: 10 * 1024 * 1024,
};

const PREFIX = "/storage/";
const THUMB_SUFFIX = "-thumb.webp";
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function keyFor(publicPath: string): string | null {
  if (typeof publicPath !== "string" || !publicPath.startsWith(PREFIX)) return null;
  const segments = publicPath.slice(PREFIX.length).split("/");
  if (segments.length !== 2 || !segments.every((s) => SEGMENT.test(s))) return null;
  const area = PRIVATE_FOLDERS.has(segments[0]) ? PRIVATE_AREA : PUBLIC_AREA;
  return `${area}/${segments.join("/")}`;
}

export function createStorage(driver: StorageDriver, images: ImagePool): Storage {
  async function open(publicPath: string): Promise<ObjectBody | null> {
    const key = keyFor(publicPath);
    return key ? driver.get(key) : null;
  }

  async function openPublic(publicPath: string): Promise<ObjectBody | null> {
    const key = keyFor(publicPath);
    if (!key?.startsWith(`${PUBLIC_AREA}/`)) return null;
    return contentTypeFor(publicPath).inline ? driver.get(key) : null;
  }

  async function saveImage(file: string, folder: string): Promise<StoredImage> {
    assertFolder(folder);
    const { size } = await stat(file);
    if (size > LIMITS.imageBytes) throw new UploadError("too_large");
    const kind = size > 0 ? await detectImage(file) : null;
    if (!kind) throw new UploadError("not_image");
    return withTempFiles(async (temp) => {
      const name = randomName();
      const main = `${PREFIX}${folder}/${name}.webp`;
      const thumb = `${PREFIX}${folder}/${name}${THUMB_SUFFIX}`;
      const mainFile = temp.path(".webp");
      const thumbFile = temp.path(".webp");
      let encoded;
      try {
        const svg = kind.kind === "svg";
        encoded = await images.run({
          op: "upload",
          input: file,
          svg,
          main: mainFile,
          thumb: thumbFile,
        });
      } catch (error) {
        if (
          error instanceof ImageJobError &&
          (error.reason === "busy" || error.reason === "closed")
        )
          throw error;
        throw new UploadError("not_image", `image not decoded: ${(error as Error).message}`);
      }
      const { variants, files } = await encodeVariants(images, temp, main, mainFile, encoded);
      await putAllOrNothing(driver, [
        { path: main, file: mainFile },
        { path: thumb, file: thumbFile },
        ...files,
      ]);
      return { path: main, thumb, width: encoded.width, height: encoded.height, variants };
    });
  }

  async function addVariants(publicPath: string): Promise<ImageVariant[] | null> {
    const stored = await openPublic(publicPath);
    if (!stored) return null;
    return withTempFiles(async (temp) => {
      const mainFile = temp.path(".webp");
      await pipeline(stored.body, createWriteStream(mainFile, { flags: "wx", mode: 0o600 }));
      const size = await images.run({ op: "probe", input: mainFile });
      const { variants, files } = await encodeVariants(images, temp, publicPath, mainFile, size);
      await putAllOrNothing(driver, files);
      return variants;
    });
  }

  async function saveAttachment(
    file: string,
    originalName: string,
    folder: string,
  ): Promise<StoredAttachment> {
    assertFolder(folder);
    if (!PRIVATE_FOLDERS.has(folder)) throw new TypeError(`attachments go to a private folder`);
    const { size } = await stat(file);
    if (size > LIMITS.attachmentBytes) throw new UploadError("too_large");
    const kind = size > 0 ? await detectAttachment(file, originalName ?? "") : null;
    if (!kind) throw new UploadError("bad_type");
    const path = `${PREFIX}${folder}/${randomName()}.${kind.ext}`;
    await putAllOrNothing(driver, [{ path, file }]);
    return {
      path,
      name: sanitizeFileName(String(originalName ?? ""), kind.ext),
      mime: kind.mime,
      size,
    };
  }

  async function remove(paths: string[]): Promise<void> {
    const targets = new Set<string>();
    for (const p of paths) {
      const key = keyFor(p);
      if (!key) continue; // malformed: never touched
      targets.add(key);
      if (key.endsWith(".webp") && !key.endsWith(THUMB_SUFFIX))
        targets.add(key.slice(0, -5) + THUMB_SUFFIX);
      for (const variant of variantPathsOf(p)) targets.add(keyFor(variant)!);
    }
    for (const key of targets) await driver.delete(key);
  }

  async function check(): Promise<void> {
    const probe = `${PUBLIC_AREA}/.health-${randomBytes(6).toString("hex")}`;
    await driver.put(probe, Buffer.from("ok"), "text/plain");
    await driver.delete(probe);
  }

  return {
    saveImage,
    saveAttachment,
    addVariants,
    remove,
    open,
    openPublic,
    check,
    driver,
    images,
  };
}

// A failed save leaves nothing behind: each driver write is whole, an image is several (ADR 0011).
async function putAllOrNothing(
  driver: StorageDriver,
  files: { path: string; file: string }[],
): Promise<void> {
  const done: string[] = [];
  try {
    for (const f of files) {
      const key = keyFor(f.path)!;
      await driver.putFile(key, f.file, contentTypeFor(f.path).mime, { move: true });
      done.push(key);
    }
  } catch (err) {
    await Promise.all(done.map((key) => driver.delete(key).catch(() => undefined)));
    throw err;
  }
}

const TYPES: Record<string, { mime: string; inline: boolean }> = {
  webp: { mime: "image/webp", inline: true },
  avif: { mime: "image/avif", inline: true },
  png: { mime: "image/png", inline: true },
  jpg: { mime: "image/jpeg", inline: true },
  gif: { mime: "image/gif", inline: true },
  pdf: { mime: "application/pdf", inline: false },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    inline: false,
  },
  xlsx: {
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    inline: false,
  },
  pptx: {
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    inline: false,
  },
  odt: { mime: "application/vnd.oasis.opendocument.text", inline: false },
  ods: { mime: "application/vnd.oasis.opendocument.spreadsheet", inline: false },
  odp: { mime: "application/vnd.oasis.opendocument.presentation", inline: false },
  doc: { mime: "application/msword", inline: false },
  xls: { mime: "application/vnd.ms-excel", inline: false },
  ppt: { mime: "application/vnd.ms-powerpoint", inline: false },
  txt: { mime: "text/plain; charset=utf-8", inline: false },
};

// Unknown extensions go out as an octet-stream attachment, which a browser never renders.
export function contentTypeFor(publicPath: string): { mime: string; inline: boolean } {
  const ext = publicPath.slice(publicPath.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[ext] ?? { mime: "application/octet-stream", inline: false };
}
