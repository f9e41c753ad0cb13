// The two-language editor (docs/publishing.md, "The editor"); fields that are not translated are
// never paired and never copied.
import type { FieldDef } from "~core/dashboard/entity-types";

export type Lang = "ar" | "en";

/** `with`: the fields shown under each side's own (`sitsWith`), in the fields' order. */
export type FieldPair = {
  base: string;
  ar: FieldDef;
  en: FieldDef;
  with: Record<Lang, FieldDef[]>;
};

export type FieldRow = { kind: "pair"; pair: FieldPair } | { kind: "single"; field: FieldDef };

const COPYABLE = new Set<FieldDef["kind"]>(["text", "textarea", "rich"]);

const PREFIXED = /^(ar|en)_(.+)$/;

export function translatedPairs(fields: readonly FieldDef[]): Map<string, FieldPair> {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const pairs = new Map<string, FieldPair>();
  for (const field of fields) {
    const match = PREFIXED.exec(field.name);
    if (!match || match[1] !== "ar" || !pairable(field)) continue;
    const en = byName.get(`en_${match[2]}`);
    if (en && en.kind === field.kind && pairable(en))
      pairs.set(match[2]!, { base: match[2]!, ar: field, en, with: { ar: [], en: [] } });
  }
  for (const field of fields) {
    const pair = field.sitsWith ? pairs.get(field.sitsWith) : undefined;
    if (pair && field.lang) pair.with[field.lang].push(field);
  }
  return pairs;
}

const pairable = (field: FieldDef) =>
  COPYABLE.has(field.kind) && !field.readOnly && !field.sitsWith;

/** A field shown inside a pair's side rather than in a row of its own. */
const seated = (field: FieldDef, pairs: Map<string, FieldPair>) =>
  Boolean(field.sitsWith && field.lang && pairs.has(field.sitsWith));

export function fieldRows(fields: readonly FieldDef[]): FieldRow[] {
  const pairs = translatedPairs(fields);
  const rows: FieldRow[] = [];
  for (const field of fields) {
    const base = PREFIXED.exec(field.name)?.[2];
    const pair = base ? pairs.get(base) : undefined;
    if (seated(field, pairs)) continue;
    if (!pair) rows.push({ kind: "single", field });
    else if (pair.ar === field) rows.push({ kind: "pair", pair });
  }
  return rows;
}

export const COPY_PREFIX = "copy:";

/** `copy:en_name>ar_name` copies the English name into the Arabic. */
export function copyIntent(from: FieldDef, to: FieldDef): string {
  return `${COPY_PREFIX}${from.name}>${to.name}`;
}

export type Copy = { from: string; to: string; fromLang: Lang };

/** Only when it names the two sides of one of the form's pairs. */
export function parseCopyIntent(fields: readonly FieldDef[], intent: string): Copy | null {
  const match = /^copy:([a-z0-9_]+)>([a-z0-9_]+)$/.exec(intent);
  if (!match) return null;
  const [, from, to] = match;
  for (const pair of translatedPairs(fields).values()) {
    if (from === pair.en.name && to === pair.ar.name) return { from, to, fromLang: "en" };
    if (from === pair.ar.name && to === pair.en.name) return { from, to, fromLang: "ar" };
  }
  return null;
}

export function applyCopy(source: FormData, copy: Copy): FormData {
  const out = new FormData();
  for (const [key, value] of source.entries())
    if (typeof value === "string" && key !== copy.to) out.append(key, value);
  const value = source.get(copy.from);
  out.set(copy.to, typeof value === "string" ? value : "");
  return out;
}
