// A FormData as the multipart/form-data body (RFC 7578, HTML's form encoding) the provider gets:
// one Blob made of the header lines and the files' own Blobs, so its length is known up front
// (Content-Length) and its files are read from where they are (on disk, for uploads:
// http/multipart.server.ts) while it is sent, never copied into memory.
import { randomBytes } from "node:crypto";

/** HTML's escapes for names in a Content-Disposition header. */
function escapeName(value: string): string {
  return value.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");
}

/** HTML's encoding writes every line break in a text value as CR LF. */
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
