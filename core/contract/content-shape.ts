// The content records' answer fields, built from the registry's fields (core/content/fields.ts)
// by one function, so a field added there is in the contract too (docs/conventions.md, "Adding
// a field"). core/contract/records.ts adds what every record has (id and stamps).
import { z } from "zod";
import type { FieldDef } from "../dashboard/entity-types";

export const id = z.number().int();

/** ADR 0015; the widest WebP is `path` itself. */
export const imageVariant = z.object({
  path: z.string(),
  type: z.enum(["image/avif", "image/webp"]),
  width: z.number(),
  height: z.number(),
});

export const imageInfo = z.object({
  path: z.string(),
  thumb: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Absent from other providers; empty until backfilled. */
  variants: z.array(imageVariant).optional(),
});

const oneImage = { image: z.string().nullable(), images: z.array(imageInfo) };
const manyImages = { image: z.array(z.string()), images: z.array(imageInfo) };
export const names = { ar_name: z.string(), en_name: z.string() };
/** Item pages' addresses (docs/publishing.md, "Addresses"): ours only, absent from another
 * provider; empty in a public answer for a language not published. */
const slugs = { ar_slug: z.string().nullish(), en_slug: z.string().nullish() };
/** The record a select names (a service its category), under the select's name less `_id`. */
const named = z
  .object({ id, ...names, ...slugs })
  .nullable()
  .optional();
const requirements = {
  ar_requirements: z.array(z.string()),
  en_requirements: z.array(z.string()),
  /** The same lists as pairs, for display. */
  requirements: z
    .array(z.object({ ar_requirement: z.string(), en_requirement: z.string() }))
    .optional(),
};

/** Ours only: absent from another provider's answer. */
type Ours = z.ZodOptional<z.ZodNullable<z.ZodString>>;
type ValueOf<F> = F extends { kind: "select" | "number" }
  ? z.ZodNumber
  : F extends { ours: true }
    ? Ours
    : F extends { required: true }
      ? z.ZodString
      : z.ZodNullable<z.ZodString>;

type Own<F> = Exclude<F, { kind: "images" | "requirements" | "multiselect" }>;
type Values<F> = {
  [G in Own<F> as G extends { name: infer N extends string } ? N : never]: ValueOf<G>;
};
type Relations<F> = {
  [
    G in Extract<F, { kind: "select" }> as G extends { name: `${infer R}_id` } ? R : never
  ]: typeof named;
};
type Images<F> = [Extract<F, { kind: "images" }>] extends [never]
  ? unknown
  : [Extract<F, { kind: "images" }>] extends [{ multiple: true }]
    ? typeof manyImages
    : typeof oneImage;
type Requirements<F> = [Extract<F, { kind: "requirements" }>] extends [never]
  ? unknown
  : typeof requirements;

/** The answer fields of a record with these fields: values, the records its selects name,
 * its pictures and its requirement lists. */
export type ContentShape<F> = Values<F> & Relations<F> & Images<F> & Requirements<F>;

export function contentShape<F extends FieldDef>(fields: readonly F[]): ContentShape<F>;
export function contentShape(fields: readonly FieldDef[]): z.ZodRawShape {
  const shape: z.ZodRawShape = {};
  for (const field of fields) {
    switch (field.kind) {
      case "multiselect":
        break;
      case "images":
        Object.assign(shape, field.multiple ? manyImages : oneImage);
        break;
      case "requirements":
        Object.assign(shape, requirements);
        break;
      case "select":
        shape[field.name] = id;
        shape[field.name.replace(/_id$/, "")] = named;
        break;
      case "number":
        shape[field.name] = z.number();
        break;
      default:
        shape[field.name] = field.ours
          ? z.string().nullish()
          : field.required
            ? z.string()
            : z.string().nullable();
    }
  }
  return shape;
}
