// A form stated as fields (the content registry's) checked with the rules the dashboard checks
// first (core/validation/field-rules.ts), its messages in the request's language.
import * as z from "zod/v4/mini";
import type { FieldDef } from "../../core/dashboard/entity-types.js";
import { fieldRules } from "../../core/validation/field-rules.js";
import { t, type Lang } from "../i18n/index.js";
import { ApiError, type FieldErrors } from "./errors.js";
import type { FieldValue } from "./form.js";
import { cleanHtml } from "./clean-html.js";

type Schema = { object: z.ZodMiniObject; names: string[] };
type Options = { isNew: boolean; drafts: readonly string[] };

// A handful per entity: two languages, four combinations of drafts, new or not.
const built = new WeakMap<readonly FieldDef[], Map<string, Schema>>();

function schemaOf(lang: Lang, fields: readonly FieldDef[], options: Options): Schema {
  const key = `${lang}:${options.isNew}:${[...options.drafts].sort().join(",")}`;
  let byKey = built.get(fields);
  if (!byKey) built.set(fields, (byKey = new Map()));
  let schema = byKey.get(key);
  if (!schema) {
    const rules = fieldRules(fields, {
      ...options,
      say: (reason, params) => t(lang, `v_${reason}`, params),
      cleanHtml,
    });
    schema = { object: z.object(rules), names: Object.keys(rules) };
    byKey.set(key, schema);
  }
  return schema;
}

/** The fields' values as stored and each refused field's first reason. */
export function fieldProblems(
  lang: Lang,
  sent: Record<string, FieldValue>,
  fields: readonly FieldDef[],
  options: Options,
): { values: Record<string, unknown>; errors: FieldErrors } {
  const { object, names } = schemaOf(lang, fields, options);
  const result = z.safeParse(object, sent);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= [issue.message];
    return { values: {}, errors };
  }
  const data: Record<string, unknown> = result.data;
  return { values: Object.fromEntries(names.map((name) => [name, data[name]])), errors };
}

/** The fields' values as stored, or a 422 naming each field refused (its first reason). */
export function checkFields(
  lang: Lang,
  sent: Record<string, FieldValue>,
  fields: readonly FieldDef[],
  options: Options,
): Record<string, unknown> {
  const { values, errors } = fieldProblems(lang, sent, fields, options);
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return values;
}
