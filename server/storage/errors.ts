/**
 * The one error type uploads raise. The provider maps `code` to a 422 (or 413 for `too_large`)
 * field error; anything else thrown by storage is a server fault and should stay a 500.
 */
export type UploadErrorCode = "not_image" | "too_large" | "bad_type";

export class UploadError extends Error {
  readonly code: UploadErrorCode;

  constructor(code: UploadErrorCode, message?: string) {
    super(message ?? code);
    this.name = "UploadError";
    this.code = code;
  }
}
