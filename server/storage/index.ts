/**
 * Uploaded files: content-checked, re-encoded where they are images, stored under server-made
 * names, and addressed as `/storage/<folder>/<file>` (the contract's file paths, docs/conventions.md).
 * Content images live in `<uploadsDir>/<folder>/` and are public. Visitors' attachments (the
 * PRIVATE_FOLDERS) live in `<privateDir>/<folder>/`, outside the public folder: the public route
 * never serves them, only the admin route does (server/routes/attachments.ts).
 *
 * Layout: an image `/storage/services/<hex>.webp` has its thumbnail at `<hex>-thumb.webp` (as the
 * demo seed names them); attachments are `<hex>.<ext>` with the extension of the detected type.
 * Temp files start with a dot, and `resolve` never maps a public path to a dot-file, so
 * half-written files are never served.
 */
import { lstat, mkdir, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { detectAttachment, detectImage } from "./detect.js";
import { UploadError } from "./errors.js";
import { assertDecodable, encodeImage } from "./image.js";
import { assertFolder, randomName, sanitizeFileName } from "./names.js";

export { UploadError } from "./errors.js";
export type { UploadErrorCode } from "./errors.js";

export type StoredImage = { path: string; thumb: string; width: number; height: number };
export type StoredAttachment = { path: string; name: string; mime: string; size: number };

export interface Storage {
  saveImage(buf: Buffer, folder: string): Promise<StoredImage>;
  saveAttachment(buf: Buffer, originalName: string, folder: string): Promise<StoredAttachment>;
  /** Accepts image paths and their thumbs (an image's thumb goes with it); ignores missing files. */
  remove(paths: string[]): Promise<void>;
  /** Absolute file path for any stored "/storage/..." path, or null when it is malformed. */
  resolve(publicPath: string): string | null;
  /** Like resolve, but only for what the site publishes: images outside the private folders. */
  resolvePublic(publicPath: string): string | null;
}

/** Folders of visitors' files: stored in privateDir, served to admins only. */
export const PRIVATE_FOLDERS: ReadonlySet<string> = new Set(["requests"]);

/** The provider enforces `imagesPerSave` when it counts multipart parts; storage sees one file at a time. */
export const LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  imagesPerSave: 10,
  attachmentBytes: 10 * 1024 * 1024,
};

const PREFIX = "/storage/";
const THUMB_SUFFIX = "-thumb.webp";
// A segment may not start with a dot: that rules out "." and ".." and hides temp files.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function createStorage(uploadsDir: string, privateDir: string): Storage {
  const root = path.resolve(uploadsDir);
  const privateRoot = path.resolve(privateDir);

  function resolve(publicPath: string): string | null {
    if (typeof publicPath !== "string" || !publicPath.startsWith(PREFIX)) return null;
    const segments = publicPath.slice(PREFIX.length).split("/");
    if (!segments.every((s) => SEGMENT.test(s))) return null;
    const base = segments.length > 1 && PRIVATE_FOLDERS.has(segments[0]) ? privateRoot : root;
    const abs = path.resolve(base, ...segments);
    // Belt and braces: with the segment rule this cannot fail, but the invariant is what matters.
    return abs.startsWith(base + path.sep) ? abs : null;
  }

  function resolvePublic(publicPath: string): string | null {
    const abs = resolve(publicPath);
    if (!abs || abs.startsWith(privateRoot + path.sep)) return null;
    return contentTypeFor(publicPath).inline ? abs : null;
  }

  async function saveImage(buf: Buffer, folder: string): Promise<StoredImage> {
    assertFolder(folder);
    assertBuffer(buf);
    if (buf.length > LIMITS.imageBytes) throw new UploadError("too_large");
    const kind = buf.length > 0 ? await detectImage(buf) : null;
    if (!kind) throw new UploadError("not_image");
    let encoded;
    try {
      encoded = await encodeImage(buf, kind);
    } catch (err) {
      // Right signature but undecodable (truncated, corrupt, over the pixel limit): not an image.
      throw new UploadError("not_image", `image could not be decoded: ${(err as Error).message}`);
    }
    const name = randomName();
    const main = `${PREFIX}${folder}/${name}.webp`;
    const thumb = `${PREFIX}${folder}/${name}${THUMB_SUFFIX}`;
    await writeAllOrNothing(root, folder, [
      { file: `${name}.webp`, data: encoded.main },
      { file: `${name}${THUMB_SUFFIX}`, data: encoded.thumb },
    ]);
    return { path: main, thumb, width: encoded.width, height: encoded.height };
  }

  async function saveAttachment(
    buf: Buffer,
    originalName: string,
    folder: string,
  ): Promise<StoredAttachment> {
    assertFolder(folder);
    if (!PRIVATE_FOLDERS.has(folder)) throw new TypeError(`attachments go to a private folder`);
    assertBuffer(buf);
    if (buf.length > LIMITS.attachmentBytes) throw new UploadError("too_large");
    const kind = buf.length > 0 ? await detectAttachment(buf, originalName ?? "") : null;
    if (!kind) throw new UploadError("bad_type");
    let data = buf;
    if (kind.kind === "image") {
      try {
        // Raster images keep their original bytes (the customer's artwork, untouched) once they
        // decode; SVG is rasterised, because an original SVG could carry script.
        if (kind.image.kind === "svg") data = (await encodeImage(buf, kind.image)).main;
        else await assertDecodable(buf);
      } catch (err) {
        throw new UploadError("bad_type", `image could not be decoded: ${(err as Error).message}`);
      }
    }
    const file = `${randomName()}.${kind.ext}`;
    await writeAllOrNothing(privateRoot, folder, [{ file, data }]);
    return {
      path: `${PREFIX}${folder}/${file}`,
      name: sanitizeFileName(String(originalName ?? ""), kind.ext),
      mime: kind.mime,
      size: data.length,
    };
  }

  async function remove(paths: string[]): Promise<void> {
    const targets = new Set<string>();
    for (const p of paths) {
      const abs = resolve(p);
      if (!abs) continue; // outside uploadsDir or malformed: never touched
      targets.add(abs);
      if (abs.endsWith(".webp") && !abs.endsWith(THUMB_SUFFIX))
        targets.add(abs.slice(0, -5) + THUMB_SUFFIX);
    }
    for (const abs of targets) {
      try {
        // Only regular files: a directory or a symlink under /storage is not ours to delete.
        if ((await lstat(abs)).isFile()) await unlink(abs);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
    }
  }

  return { saveImage, saveAttachment, remove, resolve, resolvePublic };
}

function assertBuffer(buf: unknown): asserts buf is Buffer {
  if (!Buffer.isBuffer(buf)) throw new TypeError("storage expects a Buffer");
}

/**
 * Writes every file to a dot-named temp file first, then renames them into place (rename is
 * atomic on one filesystem). If anything fails, temp files and already renamed files are removed,
 * so a failed save leaves nothing behind.
 */
async function writeAllOrNothing(
  root: string,
  folder: string,
  files: { file: string; data: Buffer }[],
): Promise<void> {
  const dir = path.join(root, folder);
  await mkdir(dir, { recursive: true });
  const staged = files.map((f) => ({
    tmp: path.join(dir, `.${f.file}.${randomName()}.tmp`),
    final: path.join(dir, f.file),
    data: f.data,
  }));
  const done: string[] = [];
  try {
    for (const s of staged) await writeFile(s.tmp, s.data, { flag: "wx" });
    for (const s of staged) {
      await rename(s.tmp, s.final);
      done.push(s.final);
    }
  } catch (err) {
    await Promise.all(
      [...staged.map((s) => s.tmp), ...done].map((f) => unlink(f).catch(() => undefined)),
    );
    throw err;
  }
}

const TYPES: Record<string, { mime: string; inline: boolean }> = {
  webp: { mime: "image/webp", inline: true },
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

/**
 * What to send for a stored file: its Content-Type, and whether it may be shown inline (raster
 * images) or must go out as `Content-Disposition: attachment`. Unknown extensions come out as
 * an octet-stream attachment, which a browser never renders.
 */
export function contentTypeFor(publicPath: string): { mime: string; inline: boolean } {
  const ext = publicPath.slice(publicPath.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[ext] ?? { mime: "application/octet-stream", inline: false };
}
