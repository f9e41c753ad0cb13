// An audit entry's changes in the reader's language (ADR 0014), by the forms' labels; relation ids
// by the related record's name. Shared by the log's screen and its CSV export.
import type { TFunction } from "~/modules/i18n/react";
import type { AuditChange, AuditRef } from "~/modules/provider/types";

export type { AuditChange };
export type ChangeLine = { label: string; before?: string; after?: string };

function isChange(value: unknown): value is AuditChange {
  return (
    typeof value === "object" &&
    value !== null &&
    "field" in value &&
    typeof value.field === "string"
  );
}

export function changesOf(row: Record<string, unknown>): AuditChange[] {
  return Array.isArray(row.changes) ? row.changes.filter(isChange) : [];
}

/** The section's own wording (FAQ questions, settings) first, then the forms'. */
export function fieldLabel(t: TFunction, entity: string, field: string): string {
  const generic = t(`audit.fields.${field}`, t(`fields.${field}`, field));
  if (entity === "faqs") return t(`faq_fields.${field}`, generic);
  if (entity === "settings") return t(`settings.fields.${field}`, generic);
  return generic;
}

function shown(t: TFunction, locale: string, field: string, text?: string, ref?: AuditRef) {
  if (text === undefined) return undefined;
  if (ref) {
    if (ref.deleted) return t("audit.deleted_ref", { id: ref.id });
    const name = locale === "ar" ? ref.ar || ref.en : ref.en || ref.ar;
    return name || `#${ref.id}`;
  }
  if (text === "") return "—";
  if (field === "read") return t(text === "true" ? "audit.yes" : "audit.no");
  if (field === "role") return t(`roles.${text}`, text);
  if (field === "type") return t(`user_types.${text}`, text);
  return text;
}

export function changeLines(
  t: TFunction,
  locale: string,
  entity: string,
  changes: AuditChange[],
): ChangeLine[] {
  return changes.map((change) => ({
    label: fieldLabel(t, entity, change.field),
    before: shown(t, locale, change.field, change.before, change.before_ref),
    after: shown(t, locale, change.field, change.after, change.after_ref),
  }));
}

/** First-strong isolate: a value reads in its own direction within a line. */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/** Each value isolated, as <bdi> does on screen, so an Arabic name keeps its place in a line. */
export function changeText(t: TFunction, lines: ChangeLine[]): string {
  const arrow = ` ${t("audit.arrow")} `;
  return lines
    .map(({ label, before, after }) => {
      const values = [before, after].filter((v) => v !== undefined).map(isolate);
      return values.length ? `${label}: ${values.join(arrow)}` : label;
    })
    .join("; ");
}
