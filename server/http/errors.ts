// Routes throw ApiError; the app's error handler writes the envelope in the request's language.
import type { MessageKey } from "../i18n/index.js";
import type { ConflictAnswer } from "../../core/contract/history.js";

export type FieldErrors = Record<string, string[]>;

type Body =
  | {
      kind: "key";
      key: MessageKey;
      params?: Record<string, string | number>;
      /** Sent as the envelope's `data` (a conflict's current stamp and its author). */
      data?: Record<string, unknown>;
    }
  | { kind: "fields"; errors: FieldErrors }
  | { kind: "list"; errors: string[] };

export class ApiError extends Error {
  readonly status: number;
  readonly body: Body;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Body, headers: Record<string, string> = {}) {
    super(body.kind === "key" ? body.key : `http ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  static key(status: number, key: MessageKey, params?: Record<string, string | number>) {
    return new ApiError(status, { kind: "key", key, params });
  }

  static fields(errors: FieldErrors) {
    return new ApiError(422, { kind: "fields", errors });
  }

  /** The spec's exact answer, never localized. */
  static tokenParse() {
    return new ApiError(401, {
      kind: "list",
      errors: ["The token could not be parsed from the request"],
    });
  }
}

export const notFound = () => ApiError.key(404, "not_found");

export type EditConflict = ConflictAnswer;

/** A save from a form opened before the record's last change (ADR 0022). */
export const editConflict = (data: EditConflict, who: string) =>
  new ApiError(409, {
    kind: "key",
    key: "edit_conflict",
    params: { who, when: data.changed_at.slice(0, 16).replace("T", " ") },
    data,
  });
