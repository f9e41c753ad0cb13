/**
 * Content sniffing. The client's file name and Content-Type are never trusted: a type is decided
 * from the bytes (file-type for binary formats, a small parser for SVG and text).
 */
import { fileTypeFromBuffer } from "file-type";
import { classifyCfb } from "./cfb.js";
import { checkSvg } from "./svg.js";

export type ImageKind = { kind: "raster"; ext: string; mime: string } | { kind: "svg" };

// apng is a PNG with extra chunks (sharp reads its first frame), so it counts as png.
const RASTER = new Set(["png", "apng", "jpg", "gif", "webp"]);

export async function detectImage(buf: Buffer): Promise<ImageKind | null> {
  const ft = await fileTypeFromBuffer(buf);
  if (ft && RASTER.has(ft.ext)) return { kind: "raster", ext: ft.ext, mime: ft.mime };
  // file-type knows no SVG: it answers nothing, or "xml" when an XML declaration leads.
  if ((!ft || ft.ext === "xml") && checkSvg(buf).ok) return { kind: "svg" };
  return null;
}

export type AttachmentKind =
  | { kind: "image"; image: ImageKind; ext: string; mime: string }
  | { kind: "document"; ext: string; mime: string };

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

export async function detectAttachment(
  buf: Buffer,
  originalName: string,
): Promise<AttachmentKind | null> {
  const ft = await fileTypeFromBuffer(buf);
  if (ft && DOCUMENTS[ft.ext]) return { kind: "document", ext: ft.ext, mime: DOCUMENTS[ft.ext] };
  if (ft?.ext === "cfb") {
    const legacy = classifyCfb(buf);
    return legacy ? { kind: "document", ...legacy } : null;
  }
  if (ft && RASTER.has(ft.ext)) {
    const ext = ft.ext === "apng" ? "png" : ft.ext;
    return {
      kind: "image",
      image: { kind: "raster", ext: ft.ext, mime: ft.mime },
      ext,
      mime: ft.mime,
    };
  }
  if (!ft || ft.ext === "xml") {
    if (checkSvg(buf).ok)
      return { kind: "image", image: { kind: "svg" }, ext: "webp", mime: "image/webp" };
    // Plain text has no signature; accept it only when it is announced as .txt and really is text.
    if (!ft && /\.txt$/i.test(originalName) && isPlainText(buf)) {
      return { kind: "document", ext: "txt", mime: "text/plain; charset=utf-8" };
    }
  }
  return null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Valid UTF-8 with no control characters other than tab, newline, form feed and carriage return. */
export function isPlainText(buf: Buffer): boolean {
  try {
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(utf8.decode(buf));
  } catch {
    return false;
  }
}
