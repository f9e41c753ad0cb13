import type { FastifyRequest } from "fastify";
import { t } from "../i18n/index.js";
import { ApiError } from "./errors.js";
import { readForm, type FieldValue } from "./form.js";
import { pageRequest, searchText } from "./paging.js";

export function idOf(value: unknown): number | undefined {
  const s = Array.isArray(value) ? value[0] : value;
  if (typeof s === "number") return Number.isSafeInteger(s) && s > 0 ? s : undefined;
  return typeof s === "string" && /^\d{1,15}$/.test(s.trim()) && Number(s) > 0
    ? Number(s)
    : undefined;
}

/** `ids=3,1,2`: only those records (our extension, docs/conventions.md); unusable ids match none. */
export function idList(raw: unknown): number[] | undefined {
  if (typeof raw !== "string") return undefined;
  return raw
    .split(",")
    .slice(0, 100)
    .map((part) => idOf(part.trim()))
    .filter((id): id is number => id !== undefined);
}

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

/** Spec: `?page=n`, or in the form body. */
export async function listParams(req: FastifyRequest) {
  const { fields } = await readForm(req);
  const query = req.query as Record<string, unknown>;
  return { page: pageRequest(query, fields), q: searchText(query, fields), fields, query };
}
