/**
 * Content sniffing. The client's file name and Content-Type are never trusted: a type is decided
 * from the bytes (file-type for binary formats, a small parser for SVG and text). Uploads are
 * files (server/storage/temp.ts); sniffing reads their head, not the whole file, except where a
 * format needs more: file-type follows an OOXML zip's entries, a legacy Office compound file is
 * read whole to find its streams, and text is checked to the end (streamed).
 */
import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import { classifyCfb } from "./cfb.js";
import { checkSvg } from "./svg.js";

/** Enough for every signature file-type checks from a buffer, and for an SVG's prolog. */
const HEAD_BYTES = 64 * 1024;

export async function readHead(file: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export type ImageKind = { kind: "raster"; ext: string; mime: string } | { kind: "svg" };

// apng is a PNG with extra chunks (sharp reads its first frame), so it counts as png.
const RASTER = new Set(["png", "apng", "jpg", "gif", "webp"]);

/** What an admin's image upload is, from its head. */
export async function detectImage(file: string): Promise<ImageKind | null> {
  const head = await readHead(file);
  const ft = await fileTypeFromBuffer(head);
  if (ft && RASTER.has(ft.ext)) return { kind: "raster", ext: ft.ext, mime: ft.mime };
  // file-type knows no SVG: it answers nothing, or "xml" when an XML declaration leads.
  if ((!ft || ft.ext === "xml") && checkSvg(head).ok) return { kind: "svg" };
  return null;
}

/** A visitor's attachment is stored as it came, so it is only ever a type with an extension. */
export type AttachmentKind = { kind: "image" | "document"; ext: string; mime: string };

/**
 * Allowed document formats, keyed by file-type's ext. Macro-enabled OOXML (docm, xlsm, pptm) is
 * left out on purpose: strangers upload these and staff open them.
 */
const DOCUMENTS: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation",
};

/**
 * What a visitor's attachment is. It is never decoded or rendered as an image (docs/security.md,
 * "Uploads"): a raster image is recognised by its signature and kept byte for byte, and an SVG,
 * which could only be stored safely by rendering it, is refused.
 */
export async function detectAttachment(
  file: string,
  originalName: string,
): Promise<AttachmentKind | null> {
  const ft = await fileTypeFromFile(file);
  if (ft && DOCUMENTS[ft.ext]) return { kind: "document", ext: ft.ext, mime: DOCUMENTS[ft.ext] };
  if (ft?.ext === "cfb") {
    const legacy = classifyCfb(await readFile(file));
    return legacy ? { kind: "document", ...legacy } : null;
  }
  if (ft && RASTER.has(ft.ext)) {
    return { kind: "image", ext: ft.ext === "apng" ? "png" : ft.ext, mime: ft.mime };
  }
  if (ft) return null;
  // Plain text has no signature; accept it only when it is announced as .txt, really is text,
  // and is not an SVG under another name.
  if (!/\.txt$/i.test(originalName) || checkSvg(await readHead(file)).ok) return null;
  return (await isPlainText(file))
    ? { kind: "document", ext: "txt", mime: "text/plain; charset=utf-8" }
    : null;
}

/**
 * Valid UTF-8 with no control characters other than tab, newline, form feed and carriage
 * return, checked chunk by chunk to the end of the file.
 */
export async function isPlainText(file: string): Promise<boolean> {
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of createReadStream(file)) {
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(utf8.decode(chunk, { stream: true })))
        return false;
    }
    utf8.decode();
    return true;
  } catch {
    return false;
  }
}
