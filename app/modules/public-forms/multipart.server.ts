// Reads a multipart body with a hard ceiling on what is held in memory: the body stream is cut
// off at `maxBodyBytes`, and each file part is held to `maxFileBytes`. A body that cannot be
// parsed is the client's fault and throws a 400 Response (form-body.server.ts).
import { badRequest } from "~/modules/http/form-body.server";
import {
  boundaryOf,
  MalformedBodyError,
  parseMultipart,
  type Part,
} from "./multipart-parse.server";

export type MultipartResult =
  | { ok: true; formData: FormData }
  /** Too big: `formData` holds the text fields that arrived before the cut, to show them again. */
  | { ok: false; reason: "too_large"; formData: FormData };

/** The body's bytes, or `complete: false` with the first `maxBytes` once more have arrived. */
async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks), complete: true };
    seen += value.byteLength;
    chunks.push(value);
    if (seen > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { bytes: Buffer.concat(chunks).subarray(0, maxBytes), complete: false };
    }
  }
}

function toFormData(parts: Part[], maxFileBytes: number) {
  const formData = new FormData();
  let tooLarge = false;
  for (const part of parts) {
    if (part.filename === null) {
      formData.append(part.name, part.data.toString("utf8"));
    } else if (part.data.byteLength > maxFileBytes) {
      tooLarge = true;
    } else if (part.filename === "" && part.data.byteLength === 0) {
      // An empty file input: no file chosen, as browsers' own form parsing reports it.
      formData.append(part.name, "");
    } else {
      const type = part.type || "application/octet-stream";
      // Buffer.concat made the bytes: a plain ArrayBuffer, never a shared one.
      const bytes = part.data as Uint8Array<ArrayBuffer>;
      formData.append(part.name, new File([bytes], part.filename, { type }));
    }
  }
  return { formData, tooLarge };
}

export async function readMultipart(
  request: Request,
  { maxFileBytes, maxBodyBytes }: { maxFileBytes: number; maxBodyBytes: number },
): Promise<MultipartResult> {
  const boundary = boundaryOf(request.headers.get("Content-Type"));
  if (!boundary || !request.body) throw badRequest();
  let read: Awaited<ReturnType<typeof readLimited>>;
  try {
    read = await readLimited(request.body, maxBodyBytes);
  } catch {
    // The client went away or the stream broke half way: nothing sensible to parse.
    throw badRequest();
  }
  try {
    // Past the limit the body is cut, so only the parts before the cut count.
    const parts = parseMultipart(read.bytes, boundary, !read.complete);
    const { formData, tooLarge } = toFormData(parts, maxFileBytes);
    if (!read.complete || tooLarge) return { ok: false, reason: "too_large", formData };
    return { ok: true, formData };
  } catch (error) {
    if (error instanceof MalformedBodyError) throw badRequest();
    throw error;
  }
}
