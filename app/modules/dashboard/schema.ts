// The first check of a dashboard form; the provider checks again and has the last word.
import { z } from "zod";
import { isRequired, type EntityConfig } from "./entities";

/** `drafts`: languages saved as drafts, whose fields may stay empty. */
export function schemaFor(
  config: EntityConfig,
  isNew: boolean,
  requiredMessage: string,
  drafts: readonly string[] = [],
) {
  const shape: Record<string, z.ZodTypeAny> = {
    id: z.number().int().positive().optional(),
  };
  if (config.workflow) {
    for (const name of ["ar_status", "en_status", "publish_at"])
      shape[name] = z.string().optional();
  }
  for (const field of config.fields) {
    const required = isRequired(field, isNew) && !(field.lang && drafts.includes(field.lang));
    switch (field.kind) {
      case "images":
        break;
      case "requirements":
        shape.ar_requirements = z.array(z.string().optional()).optional();
        shape.en_requirements = z.array(z.string().optional()).optional();
        break;
      case "multiselect":
        shape[field.name] = required
          ? z.array(z.string(), { required_error: requiredMessage }).min(1, requiredMessage)
          : z.array(z.string()).optional();
        break;
      default:
        shape[field.name] = required
          ? z.string({ required_error: requiredMessage }).trim().min(1, requiredMessage)
          : z.string().optional();
    }
  }
  return z.object(shape);
}
