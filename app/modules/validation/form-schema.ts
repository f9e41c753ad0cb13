// The one way the public site's forms are checked, in the browser (conform's instant messages)
// and in their actions alike: a schema written with zod's mini build, read by conform's own
// `parse` and `getZodConstraint`. @conform-to/zod's `parseWithZod` is not used here because its
// coercion imports zod's full build, three times the weight of the mini one (ADR 0018).
import { parse, type Submission } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import * as z from "zod/v4/mini";

// Zod compiles object parsers with `new Function` unless told not to; the site's CSP allows no
// eval, so in the browser that probe is refused and reported on every form page. The schemas are
// built when a form renders or posts, after this module (which every form imports) has run.
z.config({ jitless: true });

/** A form's values are named fields. */
export type FormSchema = z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;

/** The HTML attributes (required, minlength, pattern...) the schema implies, for conform. */
export function formConstraint(schema: FormSchema) {
  return getZodConstraint(schema);
}

/**
 * A form post checked against its schema. As with conform's own zod bridge, an empty input is a
 * missing value, so a required field says "required", not "too short".
 */
export function parseForm<Schema extends FormSchema>(
  payload: FormData | URLSearchParams,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = z.safeParse(schema, formValues(value));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path);
        (error[name] ??= []).push(issue.message);
      }
      return { error };
    },
  });
}

function formValues(value: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (entry === "" || (isFile(entry) && entry.name === "" && entry.size === 0)) continue;
    values[name] = entry;
  }
  return values;
}

function isFile(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File;
}

/** conform's name for a path: `a.b[0]`, "" for the form itself. */
function fieldName(path: PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === "number") return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, "");
}
