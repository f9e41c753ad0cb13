import { json } from "@remix-run/node";
import { getEnv } from "~/modules/env/env.server";
import { getClientAddress, getRequestId } from "~/modules/http/request-context.server";
import { log } from "~/modules/log/log.server";
import { getServerT } from "~/modules/i18n/i18next.server";
import type { Language } from "~/modules/i18n/config";
import {
  applyRetryAfter,
  ERROR_MESSAGE_KEYS,
  editConflictOf,
  kindForStatus,
  normalizeFieldErrors,
  pageStatusFor,
  TOKEN_PARSE_ERROR,
  type ProviderError,
  type ProviderErrorKind,
} from "./errors";
import { enterProvider, leaveProvider } from "./breaker.server";
import { send, type WireResponse } from "./transport.server";

export type { ProviderError, ProviderErrorKind } from "./errors";

export type Envelope = {
  status: number;
  message?: string;
  errors?: string | string[] | Record<string, string | string[]>;
  [key: string]: unknown;
};

export type ProviderResult<T> =
  { ok: true; status: number; body: T & Envelope } | { ok: false; error: ProviderError };

export const UPLOAD_TIMEOUT_MS = 120_000;

const USER_AGENT_MAX = 512;

type QueryValue = string | number | boolean | null | undefined;
type BodyValue = string | number | boolean | Blob | null | undefined;

export type ProviderCall = {
  request: Request;
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: URLSearchParams | Record<string, QueryValue | QueryValue[]>;
  body?: FormData | URLSearchParams | Record<string, BodyValue | BodyValue[]>;
  token?: string | null;
  language: Language;
  timeoutMs?: number;
};

function buildUrl(base: string, path: string, query: ProviderCall["query"]): URL {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (query && !(query instanceof URLSearchParams)) {
    for (const [key, raw] of Object.entries(query)) {
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (value !== undefined && value !== null) params.append(key, String(value));
      }
    }
  }
  const address = `${base}/api/${path.replace(/^\/+/, "")}`;
  const search = params.toString();
  // Written into the address before parsing: changed searchParams re-serialise on every read.
  if (!search) return new URL(address);
  return new URL(`${address}${address.includes("?") ? "&" : "?"}${search}`);
}

function encodeBody(body: ProviderCall["body"]): FormData | URLSearchParams | undefined {
  if (!body || body instanceof FormData || body instanceof URLSearchParams) return body;
  const hasFile = Object.values(body).some((value) =>
    (Array.isArray(value) ? value : [value]).some((item) => item instanceof Blob),
  );
  const encoded = hasFile ? new FormData() : new URLSearchParams();
  for (const [key, raw] of Object.entries(body)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) (encoded as FormData).append(key, value);
      else encoded.append(key, String(value));
    }
  }
  return encoded;
}

function firstMessage(errors: unknown): string | undefined {
  if (typeof errors === "string" && errors) return errors;
  if (Array.isArray(errors)) return errors.find((item) => typeof item === "string" && item);
  const fields = normalizeFieldErrors(errors);
  return Object.values(fields)[0]?.[0];
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Never throws for provider failures: they come back as `{ok: false, error}`, translated. */
export async function providerFetch<T = unknown>(call: ProviderCall): Promise<ProviderResult<T>> {
  const env = getEnv();
  const requestId = getRequestId(call.request);
  const url = buildUrl(env.PROVIDER_URL, call.path, call.query);
  const method = call.method ?? (call.body ? "POST" : "GET");

  const headers: Record<string, string> = {
    apikey: env.PROVIDER_API_KEY,
    lang: call.language,
    Accept: "application/json",
    "X-Request-Id": requestId,
  };
  if (call.token) {
    headers.token = call.token;
    headers.Authorization = `Bearer ${call.token}`;
  }
  // The provider trusts the address the app forwards, so its limits count visitors, not the app.
  const visitor = getClientAddress();
  if (visitor) headers["X-Forwarded-For"] = visitor;
  const agent = call.request.headers.get("user-agent");
  if (agent) headers["User-Agent"] = agent.slice(0, USER_AGENT_MAX);

  const fail = async (
    kind: ProviderErrorKind,
    status: number,
    providerMessage?: string,
    fieldErrors?: Record<string, string[]>,
    { quiet = false } = {},
  ): Promise<ProviderResult<T>> => {
    const t = await getServerT(call.language);
    const message = providerMessage || t(ERROR_MESSAGE_KEYS[kind]);
    const outage =
      kind === "unavailable" || kind === "timeout" || kind === "bad_response" || status >= 500;
    // A call refused during a cooldown is not logged: the cooldown's start was.
    if (outage && !quiet) {
      // Never log headers or bodies: they carry the api key, tokens and personal data.
      log("warn", {
        source: "provider-client",
        kind,
        status,
        method,
        path: url.pathname,
        requestId,
      });
    }
    const error: ProviderError = { kind, status, message, requestId };
    if (kind === "validation") error.fieldErrors = fieldErrors ?? {};
    return { ok: false, error };
  };

  const passage = enterProvider();
  if (!passage.go) return fail("unavailable", 0, undefined, undefined, { quiet: true });
  const timeoutMs = call.timeoutMs ?? env.PROVIDER_TIMEOUT_MS;
  let response: WireResponse;
  try {
    // Also covers reading the body, so a provider that stalls mid-answer times out.
    const signal = AbortSignal.timeout(timeoutMs);
    response = await send(url, { method, headers, body: encodeBody(call.body), signal });
  } catch (cause) {
    const name = cause instanceof Error ? cause.name : "";
    const timedOut = name === "TimeoutError" || name === "AbortError";
    leaveProvider(passage, timedOut);
    return fail(timedOut ? "timeout" : "unavailable", 0);
  }
  leaveProvider(passage, false);

  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    const kind = kindForStatus(response.status) === "unavailable" ? "unavailable" : "bad_response";
    return fail(kind, response.status);
  }

  const bodyStatus = typeof body.status === "number" ? body.status : response.status;
  const httpOk = response.status >= 200 && response.status < 300;
  const status = httpOk ? bodyStatus : response.status;
  if (Array.isArray(body.errors) && body.errors[0] === TOKEN_PARSE_ERROR) {
    return fail("token_invalid", status >= 400 ? status : 401, undefined);
  }
  if (status >= 200 && status < 400) {
    if (typeof body.status !== "number") body.status = status;
    return { ok: true, status, body: body as T & Envelope };
  }

  const fieldErrors = normalizeFieldErrors(body.errors);
  const hasFieldMap = Object.keys(fieldErrors).length > 0;
  const kind =
    hasFieldMap && (status === 422 || status === 400) ? "validation" : kindForStatus(status);
  const providerMessage =
    firstMessage(body.errors) || (typeof body.message === "string" ? body.message : undefined);
  const failed = await fail(kind, status, providerMessage, fieldErrors);
  if (!failed.ok && kind === "conflict") failed.error.conflict = editConflictOf(body.data);
  return failed;
}

/** Never provider internals: only the translated message, the kind and the status. */
export function throwProviderError(error: ProviderError): never {
  const status = pageStatusFor(error);
  const headers = new Headers({ "Cache-Control": "no-store" });
  applyRetryAfter(headers, status);
  throw json({ message: error.message, kind: error.kind, status }, { status, headers });
}

export function orThrow<T>(result: ProviderResult<T>): T & Envelope {
  if (!result.ok) throwProviderError(result.error);
  return result.body;
}

export type StreamCall = {
  /** The page's request, for its request id (the health probe at start-up has none). */
  request?: Request;
  /** Under the provider's `/api/` or `/storage/`, with its query string. */
  path: string;
  headers?: Record<string, string>;
  token?: string | null;
  /** Routes under /api/ take the app's key; files under /storage/ do not. */
  apiKey?: boolean;
  timeoutMs?: number;
};

export type StreamResult =
  { ok: true; response: Response } | { ok: false; failure: "outside" | "timeout" | "unreachable" };

/** An answer passed on as it comes (files, the health probe): no envelope, redirects not
 * followed. The timeout covers the answer's start, not streaming a large file. */
export async function providerStream(call: StreamCall): Promise<StreamResult> {
  const env = getEnv();
  const base = new URL(env.PROVIDER_URL);
  const url = new URL(`${env.PROVIDER_URL}${call.path}`);
  const root = base.pathname.replace(/\/+$/, "");
  const inside = [`${root}/api/`, `${root}/storage/`].some((p) => url.pathname.startsWith(p));
  if (url.origin !== base.origin || !inside) return { ok: false, failure: "outside" };
  const headers: Record<string, string> = { ...call.headers };
  if (call.apiKey) headers.apikey = env.PROVIDER_API_KEY;
  if (call.token) {
    headers.token = call.token;
    if (call.apiKey) headers.Authorization = `Bearer ${call.token}`;
  }
  // A failing call is found in both logs.
  if (call.request) headers["X-Request-Id"] = getRequestId(call.request);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), call.timeoutMs ?? env.PROVIDER_TIMEOUT_MS);
  try {
    const response = await fetch(url, { headers, signal: controller.signal, redirect: "manual" });
    return { ok: true, response };
  } catch {
    return { ok: false, failure: controller.signal.aborted ? "timeout" : "unreachable" };
  } finally {
    clearTimeout(timer);
  }
}
