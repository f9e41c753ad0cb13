// What lists and paths read besides a form's fields: ids, filters, switches, text as sent. The
// `lenient` rules shape what was sent and refuse nothing: a list is never an error.
import { z } from "zod";
import type { Relation } from "../../core/content/registry-types.js";
import type { Rule } from "./validate.js";

/** The first value sent, when it is text. */
export function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

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

const TRUE = ["1", "true"];

export const lenient = {
  /** The first value sent, trimmed; nothing, or only spaces, is undefined. */
  text: z.unknown().transform((raw) => firstString(raw)?.trim() || undefined),
  /** An id, or undefined when what was sent is none (a path's `:id`: the handler's 404). */
  id: z.unknown().transform(idOf),
  ids: z.unknown().transform(idList),
  /** A switch (`?admin=true`): anything but `1` or `true` is off. */
  flag: z.unknown().transform((raw) => TRUE.includes(firstString(raw)?.trim() ?? "")),
  /** A public list's filter: one that names no record matches nothing rather than silently
   * listing everything. */
  filter: z
    .unknown()
    .transform((raw) => (raw === undefined || raw === "" ? undefined : (idOf(raw) ?? 0))),
};

type RelationField = Relation["field"];

/** A field a list does not have: whatever was sent under its name is left out. */
export const ignored: Rule<undefined> = z.unknown().transform((): undefined => undefined);

/** A list's filter by a related record (`services?category_id=3`) under the relation's field;
 * the field of a relation the list does not have is ignored. */
export function relationQuery(field: RelationField | undefined, rule: Rule<number | undefined>) {
  const only = (name: RelationField) => (name === field ? rule : ignored);
  return {
    category_id: only("category_id"),
    service_id: only("service_id"),
  } satisfies Record<RelationField, Rule<number | undefined>>;
}

export function relationFilter(
  field: RelationField | undefined,
  input: Record<RelationField, number | undefined>,
): Record<string, number> {
  const id = field ? input[field] : undefined;
  return field && id !== undefined ? { [field]: id } : {};
}
