// Types are decided from the bytes, never the client's name or Content-Type (docs/security.md).
import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import { classifyCfb } from "../../core/storage/cfb.js";
import { checkSvg } from "./svg.js";

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

export async function detectImage(file: string): Promise<ImageKind | null> {
  const head = await readHead(file);
  const ft = await fileTypeFromBuffer(head);
  if (ft && RASTER.has(ft.ext)) return { kind: "raster", ext: ft.ext, mime: ft.mime };
  // file-type knows no SVG: it answers nothing, or "xml" when an XML declaration leads.
  if ((!ft || ft.ext === "xml") && checkSvg(head).ok) return { kind: "svg" };
  return null;
}

export type AttachmentKind = { kind: "image" | "document"; ext: string; mime: string };

// Macro-enabled OOXML (docm, xlsm, pptm) is left out: strangers upload these and staff open them.
const DOCUMENTS: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation",
};

// Never decoded or rendered (docs/security.md, "Uploads"); an SVG could only be stored safely by
// rendering it, so it is refused.
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
  if (!/\.txt$/i.test(originalName) || checkSvg(await readHead(file)).ok) return null;
  return (await isPlainText(file))
    ? { kind: "document", ext: "txt", mime: "text/plain; charset=utf-8" }
    : null;
}

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
