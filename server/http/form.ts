// Folds `image[]`/`image[3]` into `image` so routes see one shape whatever the encoding. Files
// are streamed to temp files under the size limit and removed once the answer is sent (ADR 0016).
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "./errors.js";
import { t, type Lang } from "../i18n/index.js";
import { TempFiles } from "../storage/temp.js";
import { MAX_FILE_BYTES } from "../../core/validation/rules.js";

declare module "fastify" {
  interface FastifyRequest {
    uploads: TempFiles | null;
  }
}

export type FieldValue = string | string[];
export type UploadedFile = {
  field: string;
  filename: string;
  mimetype: string;
  path: string;
  size: number;
};
export type Form = { fields: Record<string, FieldValue>; files: Record<string, UploadedFile[]> };

// The app refuses larger files before sending them (ask-service-constraint.ts): one number.
export { MAX_FILE_BYTES };
export const MAX_FILES = 10;

function baseName(name: string): { name: string; list: boolean } {
  const m = /^(.*?)\[(\d*)\]$/.exec(name);
  return m ? { name: m[1], list: true } : { name, list: false };
}

function add(fields: Record<string, FieldValue>, rawName: string, value: string) {
  const { name, list } = baseName(rawName);
  if (!name || name === "__proto__" || name === "constructor" || name === "prototype") return;
  const prev = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
  if (prev === undefined) fields[name] = list ? [value] : value;
  else fields[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

function scalar(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

export function keepUploadsForTheRequest(app: FastifyInstance) {
  app.decorateRequest("uploads", null);
  // preValidation: @fastify/multipart marks a request as multipart when it picks the parser.
  app.addHook("preValidation", async (req, reply) => {
    if (!req.isMultipart()) return;
    const uploads = new TempFiles();
    req.uploads = uploads;
    // "close" also comes when the client goes away mid-request.
    reply.raw.once("close", () => void uploads.discard());
  });
}

function tooLarge(lang: Lang, field: string) {
  return ApiError.fields({
    [field]: [t(lang, "v_file_too_large", { field, max: MAX_FILE_BYTES / 1048576 })],
  });
}

async function readParts(
  req: FastifyRequest,
  fields: Record<string, FieldValue>,
  files: Record<string, UploadedFile[]>,
) {
  let count = 0;
  for await (const part of req.parts()) {
    if (part.type === "field") {
      const value = scalar(part.value);
      if (value !== null) add(fields, part.fieldname, value);
      continue;
    }
    const field = baseName(part.fieldname).name;
    if (!req.uploads) throw new Error("multipart request without an upload folder");
    const path = req.uploads.path();
    await pipeline(part.file, createWriteStream(path, { flags: "wx", mode: 0o600 }));
    if (part.file.truncated) throw tooLarge(req.lang, field);
    const { size } = await stat(path);
    // An empty file input still posts a part with no name and no bytes: it means "no file".
    if (size === 0 && !part.filename) continue;
    if (++count > MAX_FILES) {
      throw ApiError.fields({ [field]: [t(req.lang, "v_too_many", { field, max: MAX_FILES })] });
    }
    const file = { field, filename: part.filename, mimetype: part.mimetype, path, size };
    (files[field] ??= []).push(file);
  }
}

/** A query string's or a path's fields, as a form's: strings and lists of strings. */
export function sentFields(value: unknown): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  if (!value || typeof value !== "object") return fields;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === "string") fields[key] = item;
    else if (Array.isArray(item)) fields[key] = item.filter((x) => typeof x === "string");
  }
  return fields;
}

export async function readForm(req: FastifyRequest): Promise<Form> {
  const fields: Record<string, FieldValue> = Object.create(null);
  const files: Record<string, UploadedFile[]> = Object.create(null);
  if (req.isMultipart()) {
    try {
      await readParts(req, fields, files);
    } catch (error) {
      // Busboy reports a truncated or malformed body as a plain Error: that is the client's fault.
      const e = error as { code?: string; statusCode?: number; part?: { fieldname?: string } };
      if (e.code === "FST_REQ_FILE_TOO_LARGE") {
        throw tooLarge(req.lang, baseName(e.part?.fieldname ?? "file").name);
      }
      if (error instanceof ApiError || e.statusCode) throw error;
      throw ApiError.key(400, "bad_request");
    }
    return { fields, files };
  }
  const body = req.body;
  if (body && typeof body === "object" && !Buffer.isBuffer(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const s = scalar(item);
        if (s !== null) add(fields, key, s);
      }
    }
  }
  return { fields, files };
}
