// A refused save leaves no file behind; the rows are written by the routes in their transactions.
import type { AppContext } from "../context.js";
import { t, type Lang } from "../i18n/index.js";
import type { Logger } from "../log.js";
import { ImageJobError } from "../storage/image-pool.js";
import { LIMITS, UploadError, type StoredAttachment, type StoredImage } from "../storage/index.js";
import { ApiError } from "./errors.js";
import type { UploadedFile } from "./form.js";

function refusal(lang: Lang, field: string, error: UploadError, maxBytes: number, image: boolean) {
  const message =
    error.code === "too_large"
      ? t(lang, "v_file_too_large", { field, max: maxBytes / 1048576 })
      : image
        ? t(lang, "v_not_image")
        : t(lang, "v_file_type", { field });
  return ApiError.fields({ [field]: [message] });
}

export async function storeImages(
  ctx: AppContext,
  lang: Lang,
  files: UploadedFile[] | undefined,
  field: string,
  folder: string,
  max: number,
): Promise<StoredImage[]> {
  const list = files ?? [];
  if (list.length > max)
    throw ApiError.fields({ [field]: [t(lang, "v_too_many", { field, max })] });
  const saved: StoredImage[] = [];
  try {
    for (const file of list) {
      if (file.size > LIMITS.imageBytes) throw new UploadError("too_large");
      saved.push(await ctx.storage.saveImage(file.path, folder));
    }
  } catch (error) {
    await ctx.storage.remove(saved.map((s) => s.path));
    if (error instanceof UploadError) {
      ctx.logger.info({ folder, cause: error.message }, "image refused");
      throw refusal(lang, field, error, LIMITS.imageBytes, true);
    }
    // The picture decoded, but the image workers are full or too slow right now (ADR 0016).
    if (error instanceof ImageJobError && error.reason !== "failed" && error.reason !== "crashed") {
      throw new ApiError(503, { kind: "key", key: "images_busy" }, { "retry-after": "30" });
    }
    throw error;
  }
  return saved;
}

export async function storeAttachment(
  ctx: AppContext,
  lang: Lang,
  file: UploadedFile,
  folder: string,
): Promise<StoredAttachment> {
  try {
    return await ctx.storage.saveAttachment(file.path, file.filename, folder);
  } catch (error) {
    if (error instanceof UploadError) {
      throw refusal(lang, file.field, error, LIMITS.attachmentBytes, false);
    }
    throw error;
  }
}

export async function withFiles<T>(
  ctx: AppContext,
  paths: string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await ctx.storage.remove(paths).catch(() => undefined);
    throw error;
  }
}

/** A failure is logged, never turned into a failed save. */
export async function discardFiles(ctx: AppContext, log: Logger, paths: string[]): Promise<void> {
  if (!paths.length) return;
  await ctx.storage
    .remove(paths)
    .catch((error: Error) => log.warn({ error: error.message }, "could not remove files"));
}
