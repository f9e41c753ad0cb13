// Routes throw ApiError; the app's error handler writes the envelope in the request's language.
import type { MessageKey } from "../i18n/index.js";

export type FieldErrors = Record<string, string[]>;

type Body =
  | { kind: "key"; key: MessageKey; params?: Record<string, string | number> }
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
