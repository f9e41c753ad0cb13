// Reads a form (urlencoded, multipart or JSON) into plain fields and buffered files. Names like
// `image[]` and `image[3]` are folded into `image`, repeated names become lists, so routes see one
// shape whatever encoding the client chose.
import type { FastifyRequest } from "fastify";
import { ApiError } from "./errors.js";
import { t } from "../i18n/index.js";
import { MAX_FILE_BYTES } from "../../app/modules/validation/rules.js";

export type FieldValue = string | string[];
export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer };
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
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw ApiError.fields({
          [field]: [t(req.lang, "v_file_too_large", { field, max: MAX_FILE_BYTES / 1048576 })],
        });
      }
      throw error;
    }
    // An empty file input still posts a part with no name and no bytes: it means "no file".
    if (data.length === 0 && !part.filename) continue;
    if (++count > MAX_FILES) {
      throw ApiError.fields({ [field]: [t(req.lang, "v_too_many", { field, max: MAX_FILES })] });
    }
    (files[field] ??= []).push({ field, filename: part.filename, mimetype: part.mimetype, data });
  }
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
      // The size limit can surface from the part iterator rather than from toBuffer().
      if (e.code === "FST_REQ_FILE_TOO_LARGE") {
        const field = baseName(e.part?.fieldname ?? "file").name;
        throw ApiError.fields({
          [field]: [t(req.lang, "v_file_too_large", { field, max: MAX_FILE_BYTES / 1048576 })],
        });
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
