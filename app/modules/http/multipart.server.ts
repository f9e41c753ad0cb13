// Files go straight to disk and reach the provider from there, never held in memory
// (docs/performance.md, "Uploads"); limits apply while the body streams.
import { createWriteStream, openAsBlob, type WriteStream } from "node:fs";
import path from "node:path";
import type { WritableOptions } from "node:stream";
import { Dicer } from "@fastify/busboy";
import { badRequest } from "./form-body.server";
import { boundaryOf, MalformedBodyError, parseDisposition } from "./multipart-headers.server";

export type UploadLimits = { maxFileBytes: number; maxBodyBytes: number };

export type MultipartResult =
  | { ok: true; formData: FormData }
  /** The text fields that arrived, to show them again. */
  | { ok: false; reason: "too_large"; formData: FormData; field: string | null };

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
  pending: Promise<void>[];
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
      part.resume();
      if (!complete) return resolve();
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

/** The parts being read never end, so their files are closed here. */
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

// A body cancelled half way resets the connection, and a browser still sending shows its own
// error page instead of our answer: so up to one more `maxBodyBytes` is read and let go.
function drainBytes(request: Request, maxBodyBytes: number): number {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!Number.isSafeInteger(declared) || declared > 2 * maxBodyBytes) return 0;
  return Math.max(0, declared - maxBodyBytes);
}

/** The end is waited for even after the last byte: a cancel then would reset the connection. */
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
  // Dicer may finish before the body's own end arrives: listened for from the start.
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
  // autoDestroy off: Dicer reports an early end after 'finish'; destroyed, it would look finished.
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
