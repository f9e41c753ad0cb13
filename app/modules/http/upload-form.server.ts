// How an action reads a form that may carry files (the ask-service form, dashboard saves): a
// multipart body is streamed to a temporary folder of the request's own (multipart.server.ts),
// and the folder is removed once the action is done with the form, whatever happened (saved,
// refused, the provider down, the client gone). Other bodies are read as plain forms.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readFormData } from "./form-body.server";
import { readMultipart, type MultipartResult, type UploadLimits } from "./multipart.server";

export type { MultipartResult, UploadLimits } from "./multipart.server";

/** Folders of uploads in progress start so, in the system's temporary folder (TMPDIR). */
export const UPLOAD_FOLDER_PREFIX = "company-site-upload-";

export async function withUploadForm<T>(
  request: Request,
  limits: UploadLimits,
  handle: (form: MultipartResult) => Promise<T>,
): Promise<T> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^\s*multipart\/form-data/i.test(type)) {
    return handle({ ok: true, formData: await readFormData(request) });
  }
  const folder = await mkdtemp(path.join(tmpdir(), UPLOAD_FOLDER_PREFIX));
  try {
    return await handle(await readMultipart(request, limits, folder));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
