// The summary read back into its parts (ADR 0014), relation ids joined with the names those
// records have now, so a renamed category shows its new name.
import type { AuditAction } from "../db/types.js";
import type { Db } from "../db/index.js";

export type AuditRef = { id: number; ar: string; en: string } | { id: number; deleted: true };

export type AuditChange = {
  field: string;
  before?: string;
  after?: string;
  before_ref?: AuditRef;
  after_ref?: AuditRef;
};

const RELATIONS = {
  category_id: { table: "categories", ar: "ar_name", en: "en_name" },
  service_id: { table: "services", ar: "ar_name", en: "en_name" },
  parent_id: { table: "jobs", ar: "ar_title", en: "en_title" },
} as const;
type RelationField = keyof typeof RELATIONS;
const isRelation = (field: string): field is RelationField => Object.hasOwn(RELATIONS, field);

const FIELD_START = /^[a-z][a-z0-9_]*(?:: |$)/;
const PART = /^([a-z][a-z0-9_]*)(?:: ([\s\S]*))?$/;
const ARROW = " → ";
const value = (text: string) => (text === "—" ? "" : text);

/** A value that itself holds "; " stays whole: a piece not starting like a field name continues
 * the part before it. */
export function parseSummary(summary: string, action: AuditAction): AuditChange[] {
  const parts: string[] = [];
  for (const piece of summary ? summary.split("; ") : []) {
    if (parts.length && !FIELD_START.test(piece)) parts[parts.length - 1] += `; ${piece}`;
    else parts.push(piece);
  }
  return parts.map((part) => {
    const match = PART.exec(part);
    if (!match) return { field: part };
    const [, field, rest] = match;
    if (rest === undefined) return { field };
    const arrow = rest.indexOf(ARROW);
    if (action === "update" && arrow >= 0) {
      return {
        field,
        before: value(rest.slice(0, arrow)),
        after: value(rest.slice(arrow + ARROW.length)),
      };
    }
    return action === "delete" ? { field, before: value(rest) } : { field, after: value(rest) };
  });
}

const idOf = (text: string | undefined) =>
  text && /^\d{1,15}$/.test(text) ? Number(text) : undefined;

/** One query per table. */
export async function resolveRefs(db: Db, lists: AuditChange[][]): Promise<void> {
  const wanted = new Map<RelationField, Set<number>>();
  for (const change of lists.flat()) {
    if (!isRelation(change.field)) continue;
    for (const id of [idOf(change.before), idOf(change.after)]) {
      if (id !== undefined)
        wanted.set(change.field, (wanted.get(change.field) ?? new Set()).add(id));
    }
  }
  const names = new Map<string, AuditRef>();
  for (const [field, ids] of wanted) {
    const { table, ar, en } = RELATIONS[field];
    const rows = await db
      .selectFrom(table)
      .select(["id", ar, en])
      .where("id", "in", [...ids])
      .execute();
    for (const row of rows) {
      const record: Record<string, unknown> = row;
      names.set(`${field}:${row.id}`, {
        id: row.id,
        ar: String(record[ar] ?? ""),
        en: String(record[en] ?? ""),
      });
    }
  }
  const refOf = (field: RelationField, text: string | undefined): AuditRef | undefined => {
    const id = idOf(text);
    if (id === undefined) return undefined;
    return names.get(`${field}:${id}`) ?? { id, deleted: true };
  };
  for (const change of lists.flat()) {
    if (!isRelation(change.field)) continue;
    const before = refOf(change.field, change.before);
    const after = refOf(change.field, change.after);
    if (before) change.before_ref = before;
    if (after) change.after_ref = after;
  }
}
