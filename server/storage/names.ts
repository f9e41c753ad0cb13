import { randomBytes } from "node:crypto";

export function assertFolder(folder: string): void {
  if (!/^[a-z_-]{1,64}$/.test(folder))
    throw new TypeError(`invalid storage folder: ${JSON.stringify(folder)}`);
}

/** Unguessable, so stored files cannot be enumerated through /storage/. */
export function randomName(): string {
  return randomBytes(16).toString("hex");
}

const ALIASES: Record<string, string[]> = { jpg: ["jpg", "jpeg"], txt: ["txt"] };

/** Safe in a header: no bidi overrides (the "gpj.exe" spoof), no quotes; extension from content. */
export function sanitizeFileName(original: string, ext: string): string {
  let name = original.normalize("NFC");
  name = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
  // ZWNJ/ZWJ are kept: Arabic-script text uses them.
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
  return `${base}.${allowed.includes(current.toLowerCase()) ? current : ext}`;
}

/** Rows from a restore or hand edit are cleaned again; RFC 6266 `filename*` keeps Arabic names. */
export function contentDisposition(displayName: string | null, storedName: string): string {
  const dot = storedName.lastIndexOf(".");
  const ext = dot > 0 ? storedName.slice(dot + 1).toLowerCase() : "bin";
  const clean = sanitizeFileName(displayName || storedName, ext);
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
