// Reads a multipart body as it arrives (docs/performance.md, "Uploads"): text fields into the
// FormData as strings, each file part straight to a file in a folder of the request's own, and
// the FormData's File for it read from that file when used (fs.openAsBlob), so a file is never
// held in memory, here or on its way to the provider (provider/multipart-body.server.ts). The
// limits apply while the body streams: a file past `maxFileBytes` is dropped as it grows (the
// rest of the body is still read for the fields after it), a body past `maxBodyBytes` is cut
// off there. A body that cannot be parsed is the client's fault and throws a 400 Response.
import { createWriteStream, openAsBlob, type WriteStream } from "node:fs";
import path from "node:path";
import type { WritableOptions } from "node:stream";
import { Dicer } from "@fastify/busboy";
import { badRequest } from "./form-body.server";
import { boundaryOf, MalformedBodyError, parseDisposition } from "./multipart-headers.server";

export type UploadLimits = { maxFileBytes: number; maxBodyBytes: number };

export type MultipartResult =
  | { ok: true; formData: FormData }
  /**
   * Too big: `formData` holds the text fields that arrived (up to the cut), to show them again;
   * `field` names the file input whose file was too big, null when the body as a whole was.
   */
  | { ok: false; reason: "too_large"; formData: FormData; field: string | null };

/** A text field longer than this is no form's: the body counts as too large. */
const FIELD_BYTES = 1024 * 1024;
const HEADER_BYTES = 16 * 1024;

type Entry = { name: string; value: string } | { name: string; value: Blob; filename: string };
type RawHeaders = Record<string, string[] | undefined>;

/** Header values arrive as latin1 strings of the raw bytes; browsers write them in UTF-8. */
function headerValue(headers: RawHeaders, name: string): string | null {
  const value = headers[name]?.[0];
  return value === undefined ? null : Buffer.from(value, "latin1").toString("utf8");
}

type Reading = {
  entries: (Entry | undefined)[];
  /** One promise per part whose headers were read; settles once the part is stored. */
  pending: Promise<void>[];
  /** Files being written, stopped when the body is cut off. */
  writers: Set<WriteStream>;
  tooLarge: { field: string | null } | null;
};

function readField(part: NodeJS.ReadableStream, at: number, name: string, reading: Reading) {
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise<void>((resolve) => {
    part.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= FIELD_BYTES) chunks.push(chunk);
      else reading.tooLarge ??= { field: null };
    });
    part.on("error", () => resolve());
    part.on("end", () => {
      if (size <= FIELD_BYTES)
        reading.entries[at] = { name, value: Buffer.concat(chunks).toString("utf8") };
      resolve();
    });
  });
}

function readFile(
  part: NodeJS.ReadableStream,
  at: number,
  disposition: { name: string; filename: string; type: string },
  file: string,
  reading: Reading,
  maxFileBytes: number,
) {
  const { name, filename, type } = disposition;
  const out = createWriteStream(file, { flags: "wx" });
  reading.writers.add(out);
  let size = 0;
  let complete = false;
  part.on("data", (chunk: Buffer) => {
    if (out.destroyed) return;
    size += chunk.length;
    if (size > maxFileBytes) {
      reading.tooLarge ??= { field: name };
      out.destroy();
    } else if (!out.write(chunk)) {
      // Back-pressure: the body is read no faster than the disk takes it.
      part.pause();
      out.once("drain", () => part.resume());
    }
  });
  part.on("error", () => out.destroy());
  part.on("end", () => {
    complete = !out.destroyed;
    out.end();
  });
  return new Promise<void>((resolve, reject) => {
    out.on("error", (error) => (complete ? reject(error) : undefined));
    out.on("close", () => {
      reading.writers.delete(out);
      // A file dropped half way: the rest of its part is read and let go.
      part.resume();
      if (!complete) return resolve();
      // An empty file input: no file chosen, as browsers' own form parsing reports it.
      if (filename === "" && size === 0) {
        reading.entries[at] = { name, value: "" };
        return resolve();
      }
      openAsBlob(file, { type: type || "application/octet-stream" }).then((blob) => {
        reading.entries[at] = { name, value: blob, filename };
        resolve();
      }, reject);
    });
  });
}

/** The body stopped half way: the parts being read never end, so their files are closed here. */
async function stopWriting(writers: Set<WriteStream>) {
  const closing = [...writers].map(
    (writer) => new Promise<void>((resolve) => writer.once("close", () => resolve())),
  );
  for (const writer of writers) writer.destroy();
  await Promise.all(closing);
}

function toFormData(entries: (Entry | undefined)[]): FormData {
  const formData = new FormData();
  for (const entry of entries) {
    if (!entry) continue;
    if (typeof entry.value === "string") formData.append(entry.name, entry.value);
    else if ("filename" in entry) formData.append(entry.name, entry.value, entry.filename);
  }
  return formData;
}

/**
 * How much of a body cut off at `maxBodyBytes` is still read and let go: the rest its
 * Content-Length announces, up to one more `maxBodyBytes` (the edge refuses longer bodies
 * unread, edge.server.ts). A request whose body is cancelled half way has its connection reset,
 * and a browser that is still sending shows its own error page instead of the answer (the form,
 * values kept); a body of unknown or larger length is cut off at once.
 */
function drainBytes(request: Request, maxBodyBytes: number): number {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!Number.isSafeInteger(declared) || declared > 2 * maxBodyBytes) return 0;
  return Math.max(0, declared - maxBodyBytes);
}

/**
 * Reads and lets go of the body to its end while no more than `bytes` come, else cancels the
 * rest. The end is waited for even after the last byte: a cancel then would reset the connection.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number) {
  let left = bytes;
  try {
    while (left >= 0) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => undefined);
}

/**
 * Feeds the body to the parser, `maxBodyBytes` at most. Resolves true once the closing
 * delimiter was read, false when the body was cut off there (the parts before the cut are
 * complete then, the one it fell in ends in an error; the rest is drained, `drainBytes`);
 * rejects when the body cannot be parsed or the client went away.
 */
async function feed(
  body: ReadableStream<Uint8Array>,
  parser: Dicer,
  maxBodyBytes: number,
  drainAfterCut: number,
) {
  let failure: unknown = null;
  const failed = new Promise<never>((_, reject) => {
    parser.on("error", (error) => {
      failure = error;
      reject(error);
    });
  });
  failed.catch(() => undefined);
  const next = (event: "drain" | "finish") =>
    Promise.race([new Promise<void>((resolve) => parser.once(event, () => resolve())), failed]);
  // Dicer finishes as soon as the closing delimiter and the last part are through, which can be
  // before the body's own end arrives: listened for from the start, not to miss it.
  const finished = next("finish");
  finished.catch(() => undefined);
  const reader = body.getReader();
  let room = maxBodyBytes;
  for (;;) {
    const { done, value } = await reader.read();
    if (failure) throw failure;
    if (done) break;
    const chunk = value.byteLength > room ? value.subarray(0, room) : value;
    room -= chunk.byteLength;
    if (chunk.byteLength > 0 && !parser.write(chunk)) await next("drain");
    if (chunk !== value) {
      await drain(reader, drainAfterCut - (value.byteLength - chunk.byteLength));
      parser.end();
      await finished.catch(() => undefined);
      return false;
    }
  }
  parser.end();
  await finished;
  return true;
}

/** Reads `request`'s multipart body; its files go to `folder`, which the caller removes. */
export async function readMultipart(
  request: Request,
  { maxFileBytes, maxBodyBytes }: UploadLimits,
  folder: string,
): Promise<MultipartResult> {
  const boundary = boundaryOf(request.headers.get("Content-Type"));
  if (!boundary || !request.body) throw badRequest();
  const reading: Reading = { entries: [], pending: [], writers: new Set(), tooLarge: null };
  let malformed = false;
  let parts = 0;
  // autoDestroy off: Dicer reports a body that ends early as an error after its own 'finish'
  // handling, and a destroyed stream would look finished instead.
  const options: Dicer.Config & WritableOptions & { maxHeaderSize: number } = {
    boundary,
    maxHeaderSize: HEADER_BYTES,
    autoDestroy: false,
  };
  const parser = new Dicer(options);
  parser.on("part", (part) => {
    const at = parts++;
    part.on("error", () => undefined);
    part.once("header", (headers: RawHeaders) => {
      const disposition = headerValue(headers, "content-disposition");
      let parsed: ReturnType<typeof parseDisposition>;
      try {
        if (disposition === null) throw new MalformedBodyError("part without Content-Disposition");
        parsed = parseDisposition(disposition);
      } catch {
        malformed = true;
        part.resume();
        return;
      }
      const { name, filename } = parsed;
      if (filename === null) {
        reading.pending.push(readField(part, at, name, reading));
        return;
      }
      const type = headerValue(headers, "content-type") ?? "";
      const file = path.join(folder, String(at));
      reading.pending.push(
        readFile(part, at, { name, filename, type }, file, reading, maxFileBytes),
      );
    });
  });
  let complete: boolean;
  try {
    complete = await feed(request.body, parser, maxBodyBytes, drainBytes(request, maxBodyBytes));
  } catch {
    // Malformed framing, or the client went away or the stream broke half way.
    await stopWriting(reading.writers);
    throw badRequest();
  }
  if (!complete) {
    await Promise.allSettled(reading.pending);
    return { ok: false, reason: "too_large", formData: toFormData(reading.entries), field: null };
  }
  await Promise.all(reading.pending);
  if (malformed) throw badRequest();
  const formData = toFormData(reading.entries);
  if (reading.tooLarge) return { ok: false, reason: "too_large", formData, ...reading.tooLarge };
  return { ok: true, formData };
}
