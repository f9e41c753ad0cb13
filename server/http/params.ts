// Ids and list parameters read from a request, shared by every route file (route files import
// helpers from server/http, never from each other).
import type { FastifyRequest } from "fastify";
import { t } from "../i18n/index.js";
import { ApiError } from "./errors.js";
import { readForm, type FieldValue } from "./form.js";
import { pageRequest, searchText } from "./paging.js";

/** A positive integer id from a path or filter, or undefined when it is not one. */
export function idOf(value: unknown): number | undefined {
  const s = Array.isArray(value) ? value[0] : value;
  if (typeof s === "number") return Number.isSafeInteger(s) && s > 0 ? s : undefined;
  return typeof s === "string" && /^\d{1,15}$/.test(s.trim()) && Number(s) > 0
    ? Number(s)
    : undefined;
}

/** The `id` of a save: absent or empty creates, a positive integer updates, anything else is a 422. */
export function optionalId(
  req: FastifyRequest,
  fields: Record<string, FieldValue>,
): number | undefined {
  const raw = fields.id;
  const s = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!s) return undefined;
  if (!/^\d{1,15}$/.test(s) || Number(s) < 1) {
    throw ApiError.fields({ id: [t(req.lang, "v_integer", { field: "id" })] });
  }
  return Number(s);
}

/** Paging and search may come in the query string (spec: `?page=n`) or in the form body. */
export async function listParams(req: FastifyRequest) {
  const { fields } = await readForm(req);
  const query = req.query as Record<string, unknown>;
  return { page: pageRequest(query, fields), q: searchText(query, fields), fields, query };
}
