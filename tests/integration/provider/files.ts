// Upload fixtures: real images made with sharp, and the hostile files the contract must refuse.
import sharp from "sharp";

export async function png(width = 64, height = 48, color = "#2563eb"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const textNamedPng = () => Buffer.from("this is only text, whatever the name says\n");
export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
/** Random bytes behind a PNG signature: passes a name check, fails a content check. */
export const oversized = (bytes: number) => {
  const buf = Buffer.alloc(bytes, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buf);
  return buf;
};

export type FileSpec = { field: string; name: string; data: Buffer; type?: string };

export function multipart(
  fields: Record<string, string | number | (string | number)[]>,
  files: FileSpec[] = [],
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    for (const item of Array.isArray(v) ? v : [v]) form.append(k, String(item));
  }
  for (const f of files) {
    form.append(
      f.field,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? "application/octet-stream" }),
      f.name,
    );
  }
  return form;
}
