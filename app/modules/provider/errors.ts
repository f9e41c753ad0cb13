export type ProviderErrorKind =
  | "validation"
  | "unauthorized"
  | "token_invalid"
  | "forbidden"
  | "not_found"
  | "rate_limited"
  | "conflict"
  | "http"
  | "unavailable"
  | "timeout"
  | "bad_response";

export type ProviderError = {
  kind: ProviderErrorKind;
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
  /** A save from a form opened before the record's last change (ADR 0022). */
  conflict?: EditConflict;
};

export type EditConflict = {
  /** The stored stamp: a form that sends it saves over the other version. */
  updated_at: string;
  changed_by: string | null;
  changed_at: string;
};

/** The 409's `data`; undefined when it is not one of ours. */
export function editConflictOf(data: unknown): EditConflict | undefined {
  if (!data || typeof data !== "object") return undefined;
  const stamp = "updated_at" in data ? data.updated_at : undefined;
  const at = "changed_at" in data ? data.changed_at : undefined;
  const by = "changed_by" in data ? data.changed_by : null;
  if (typeof stamp !== "string" || typeof at !== "string") return undefined;
  const named = by && typeof by === "object" && "username" in by ? by.username : null;
  return {
    updated_at: stamp,
    changed_at: at,
    changed_by: typeof named === "string" ? named : null,
  };
}

export const TOKEN_PARSE_ERROR = "The token could not be parsed from the request";

export const ERROR_MESSAGE_KEYS: Record<ProviderErrorKind, string> = {
  validation: "errors.validation",
  unauthorized: "errors.unauthorized",
  token_invalid: "errors.token_invalid",
  forbidden: "errors.forbidden",
  not_found: "errors.not_found",
  rate_limited: "errors.rate_limited",
  conflict: "errors.conflict",
  http: "errors.generic",
  unavailable: "errors.provider_unavailable",
  timeout: "errors.provider_timeout",
  bad_response: "errors.provider_bad_response",
};

export function kindForStatus(status: number): ProviderErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 422) return "validation";
  if (status === 429) return "rate_limited";
  // A gateway answering for the provider: the provider itself is not there.
  if (status === 502 || status === 503 || status === 504) return "unavailable";
  return "http";
}

export function normalizeFieldErrors(errors: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return result;
  for (const [field, value] of Object.entries(errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === "string" && message.length > 0,
    );
    if (messages.length > 0) result[field] = messages;
  }
  return result;
}

export function toConformName(field: string): string {
  return field
    .split(".")
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join("");
}

/** Messages for fields the form does not have become form errors (spec §5: a toast). */
export function toConformErrors(
  error: ProviderError,
  formFields?: readonly string[],
): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    const name = toConformName(field);
    const known = !formFields || formFields.includes(name) || formFields.includes(field);
    if (known) fieldErrors[name] = messages;
    else formErrors.push(...messages);
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) {
    formErrors.push(error.message);
  }
  return { formErrors, fieldErrors };
}

/** About as long as `npm start` needs to restart a provider (docs/deploy.md). */
export const RETRY_AFTER_SECONDS = 5;

/** The limits' windows are minutes long, so a minute is an honest first wait. */
export const RATE_LIMITED_RETRY_AFTER_SECONDS = 60;

export function retryAfterFor(status: number): string | undefined {
  if (status === 503) return String(RETRY_AFTER_SECONDS);
  if (status === 429) return String(RATE_LIMITED_RETRY_AFTER_SECONDS);
  return undefined;
}

export function applyRetryAfter(headers: Headers, status: number): void {
  const seconds = retryAfterFor(status);
  if (seconds && !headers.has("Retry-After")) headers.set("Retry-After", seconds);
}

export function pageStatusFor(error: ProviderError): number {
  switch (error.kind) {
    case "unavailable":
      return 503;
    case "timeout":
      return 504;
    case "bad_response":
      return 502;
    case "http":
      return error.status >= 500 || error.status < 400 ? 502 : error.status;
    case "validation":
      return 400;
    default:
      return error.status || 500;
  }
}
