// The upload folder is removed once the action is done, whatever happened.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readFormData } from "./form-body.server";
import { readMultipart, type MultipartResult, type UploadLimits } from "./multipart.server";

export type { MultipartResult, UploadLimits } from "./multipart.server";

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
