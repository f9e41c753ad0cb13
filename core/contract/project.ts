// What a route answers, cut to the fields its contract names (ADR 0025). zod's parse does that and
// checks every type, at about half of a public list's CPU; a projector compiled once per schema
// does the cutting alone. Under NODE_ENV "test" or "development" both run and must agree, so the
// contract tests check every answer's types as before.
import { z } from "zod";

export type Projector = (value: unknown) => unknown;

const K = z.ZodFirstPartyTypeKind;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function objectProjector(schema: z.AnyZodObject): Projector {
  const { unknownKeys, catchall } = schema._def;
  if (!(catchall instanceof z.ZodNever) || unknownKeys === "strict") return (v) => schema.parse(v);
  const fields = Object.entries(schema.shape as z.ZodRawShape).map(([key, field]) => ({
    key,
    project: projectorOf(field),
    optional: field.isOptional(),
  }));
  const declared = new Set(fields.map((f) => f.key));
  const keepRest = unknownKeys === "passthrough";
  return (value) => {
    if (!isRecord(value)) return schema.parse(value);
    const out: Record<string, unknown> = {};
    for (const { key, project, optional } of fields) {
      const field = value[key];
      // zod's own error for a missing field (and its defaults, which only it knows).
      if (field === undefined && !optional) return schema.parse(value);
      if (field !== undefined || key in value) out[key] = project(field);
    }
    if (keepRest) for (const key in value) if (!declared.has(key)) out[key] = value[key];
    return out;
  };
}

/** Compiled once per schema; a kind it does not know is parsed by zod. */
export function projectorOf(schema: z.ZodTypeAny): Projector {
  const def = schema._def as { typeName?: z.ZodFirstPartyTypeKind };
  switch (def.typeName) {
    case K.ZodObject:
      return objectProjector(schema as z.AnyZodObject);
    case K.ZodArray: {
      const item = projectorOf((schema as z.ZodArray<z.ZodTypeAny>).element);
      // A frozen list cannot change, so its answer is cut once: a picture's variants are shared
      // by every answer that shows it (server/storage/variants.ts).
      const kept = new WeakMap<readonly unknown[], unknown>();
      return (value) => {
        if (!Array.isArray(value)) return schema.parse(value);
        if (!Object.isFrozen(value)) return value.map(item);
        let out = kept.get(value);
        // Frozen through, as what it was cut from: every later answer shares it.
        if (out === undefined)
          kept.set(value, (out = Object.freeze(value.map((entry) => Object.freeze(item(entry))))));
        return out;
      };
    }
    case K.ZodNullable: {
      const inner = projectorOf((schema as z.ZodNullable<z.ZodTypeAny>).unwrap());
      return (value) => (value === null ? null : inner(value));
    }
    case K.ZodOptional: {
      const inner = projectorOf((schema as z.ZodOptional<z.ZodTypeAny>).unwrap());
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case K.ZodRecord: {
      const item = projectorOf((schema as z.ZodRecord).valueSchema);
      return (value) =>
        isRecord(value)
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, item(v)]))
          : schema.parse(value);
    }
    // `served()`: a record the registry builds, checked against the record's own schema.
    case K.ZodPipeline:
      return projectorOf((schema as z.ZodPipeline<z.ZodTypeAny, z.ZodTypeAny>)._def.out);
    case K.ZodString:
    case K.ZodNumber:
    case K.ZodBoolean:
    case K.ZodEnum:
    case K.ZodLiteral:
    case K.ZodNull:
    case K.ZodAny:
    case K.ZodUnknown:
      return (value) => value;
    default:
      return (value) => schema.parse(value);
  }
}

const checked = process.env.NODE_ENV === "test" || process.env.NODE_ENV === "development";

/** The answer function a route uses: projected, and in tests and development also parsed. */
export function answerOf<A extends z.ZodTypeAny>(schema: A): (value: unknown) => z.output<A> {
  const project = projectorOf(schema);
  if (!checked) return (value) => project(value) as z.output<A>;
  return (value) => {
    const parsed: z.output<A> = schema.parse(value);
    const projected = JSON.stringify(project(value));
    if (projected !== JSON.stringify(parsed)) {
      throw new Error(`answer projection differs from the contract's parse: ${projected}`);
    }
    return parsed;
  };
}
