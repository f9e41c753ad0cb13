/**
 * Names: the files on disk get server-made random names; the visitor's original name is kept only
 * as display text for Content-Disposition, after it is made harmless.
 */
import { randomBytes } from "node:crypto";

/** Folders are chosen by the provider ("services", "ask_service"); this guards against typos and traversal. */
export function assertFolder(folder: string): void {
  if (!/^[a-z_-]{1,64}$/.test(folder))
    throw new TypeError(`invalid storage folder: ${JSON.stringify(folder)}`);
}

/** 128 random bits: unguessable, so stored files cannot be enumerated through /storage/. */
export function randomName(): string {
  return randomBytes(16).toString("hex");
}

/** Extensions a user may already have on a name for a given detected type (jpeg vs jpg). */
const ALIASES: Record<string, string[]> = { jpg: ["jpg", "jpeg"], txt: ["txt"] };

/**
 * A display name safe to put in a header and to show: no directories, no control or bidi
 * override characters (the "gpj.exe" spoof), no quotes or reserved characters, at most 120
 * characters, and an extension that matches the detected content.
 */
export function sanitizeFileName(original: string, ext: string): string {
  let name = original.normalize("NFC");
  name = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
  // Cc = control characters, Cf = format characters (bidi overrides, zero-width); ZWNJ/ZWJ are kept
  // because Arabic-script text legitimately uses them.
  name = name.replace(/(?![\u200c\u200d])[\p{Cc}\p{Cf}]/gu, "");
  name = name
    .replace(/["*:<>?|;%]/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  name = name.replace(/^[.\s]+/, "");

  const dot = name.lastIndexOf(".");
  let base = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1) : "";
  base = base.replace(/[.\s]+$/, "");
  base = Array.from(base).slice(0, 120).join("") || "file";
  const allowed = ALIASES[ext] ?? [ext];
  // The user's spelling ("CV.PDF") is kept when it already names the right type.
  return `${base}.${allowed.includes(current.toLowerCase()) ? current : ext}`;
}

/**
 * `attachment` with the stored display name, cleaned again by sanitizeFileName (a row written by
 * an older version, a restore or a hand edit gets the same rules) and given the extension of the
 * stored file, whose type was detected from its content: an ASCII fallback for old clients and
 * the exact name as RFC 6266 `filename*` (Arabic names survive).
 */
export function contentDisposition(displayName: string | null, storedName: string): string {
  const dot = storedName.lastIndexOf(".");
  const ext = dot > 0 ? storedName.slice(dot + 1).toLowerCase() : "bin";
  const clean = sanitizeFileName(displayName || storedName, ext);
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
