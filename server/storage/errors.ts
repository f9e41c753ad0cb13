// Mapped to a 422 (413 for `too_large`) field error; anything else storage throws stays a 500.
export type UploadErrorCode = "not_image" | "too_large" | "bad_type";

export class UploadError extends Error {
  readonly code: UploadErrorCode;

  constructor(code: UploadErrorCode, message?: string) {
    super(message ?? code);
    this.name = "UploadError";
    this.code = code;
  }
}
