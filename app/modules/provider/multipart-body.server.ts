// One Blob of header lines and the files' own Blobs: the length is known up front and the files
// are read from disk while sent, never copied into memory.
import { randomBytes } from "node:crypto";

function escapeName(value: string): string {
  return value.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");
}

function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n|\r|\n/g, "\r\n");
}

export function multipartBody(form: FormData): { type: string; body: Blob } {
  const boundary = `----company-site-${randomBytes(16).toString("hex")}`;
  const parts: Array<string | Blob> = [];
  for (const [name, value] of form) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"`;
    if (typeof value === "string") {
      parts.push(`${disposition}\r\n\r\n${normalizeLineBreaks(value)}\r\n`);
    } else {
      const type = value.type || "application/octet-stream";
      parts.push(
        `${disposition}; filename="${escapeName(value.name)}"\r\nContent-Type: ${type}\r\n\r\n`,
        value,
        "\r\n",
      );
    }
  }
  parts.push(`--${boundary}--\r\n`);
  return { type: `multipart/form-data; boundary=${boundary}`, body: new Blob(parts) };
}
