// Laravel-style field maps in the request's language (spec §5); the limits both processes state
// live in core/validation/rules.ts (docs/conventions.md, "Validation").
import sanitizeHtml from "sanitize-html";
import { cleanHtml } from "./clean-html.js";
import { z } from "zod";
import { normalizeDigits } from "../../core/validation/digits.js";
import { EMAIL_MAX, isEmail, isPhone } from "../../core/validation/rules.js";
import { t, type Lang, type MessageKey } from "../i18n/index.js";
import { ApiError, type FieldErrors } from "./errors.js";
import type { FieldValue } from "./form.js";

export type Rule<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

type Params = Record<string, string | number>;

const REQUIRED: MessageKey = "v_required";
const issue = (key: MessageKey, params?: Params) => ({ message: key, params });

/** Last value wins, like PHP and most form parsers. */
function last(raw: unknown): unknown {
  return Array.isArray(raw) ? raw[raw.length - 1] : raw;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const posted = () => z.string({ required_error: REQUIRED });

/** Code points, not UTF-16 units. */
const length = (s: string) => [...s].length;

function text(opts: { min?: number; max?: number } = {}): Rule<string> {
  const { min = 1, max = 255 } = opts;
  return z.preprocess(
    last,
    posted()
      .transform((s) => s.replace(CONTROL, "").trim())
      .pipe(
        z
          .string()
          .min(1, REQUIRED)
          .refine((s) => length(s) >= min, issue("v_min", { min }))
          .refine((s) => length(s) <= max, issue("v_max", { max })),
      ),
  );
}

function hasVisibleText(html: string): boolean {
  const visible = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return visible.replace(/&nbsp;|\s/g, "").trim() !== "";
}

function html(opts: { max?: number } = {}): Rule<string> {
  const { max = 20000 } = opts;
  return z.preprocess(
    last,
    posted()
      .min(1, REQUIRED)
      .transform((s) => cleanHtml(s.replace(CONTROL, "")))
      .pipe(
        z
          .string()
          .refine(hasVisibleText, REQUIRED)
          .refine((s) => s.length <= max, issue("v_max", { max })),
      ),
  );
}

function email(): Rule<string> {
  return text({ max: EMAIL_MAX }).pipe(z.string().toLowerCase().refine(isEmail, "v_email"));
}

/** ASCII digits, whichever were typed (digits.ts). */
function phone(): Rule<string> {
  return z.preprocess(
    last,
    posted().trim().min(1, REQUIRED).transform(normalizeDigits).refine(isPhone, "v_phone"),
  );
}

const MAX_URL = 2048;

function url(): Rule<string> {
  return z.preprocess(
    last,
    posted()
      .trim()
      .min(1, REQUIRED)
      .max(MAX_URL, "v_max")
      .transform((s, ctx) => {
        try {
          const u = new URL(s);
          if ((u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".")) {
            return u.toString();
          }
        } catch {
          // Not a URL at all: the same answer as a URL of another kind.
        }
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "v_url" });
        return z.NEVER;
      }),
  );
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T): Rule<T[number]> {
  return z.preprocess(
    last,
    posted()
      .trim()
      .min(1, REQUIRED)
      .pipe(z.enum(values, { errorMap: () => ({ message: "v_enum" }) })),
  ) as Rule<T[number]>;
}

function int(opts: { min?: number; max?: number } = {}): Rule<number> {
  const { min = 1, max = Number.MAX_SAFE_INTEGER } = opts;
  return z.preprocess(
    last,
    posted()
      .trim()
      .min(1, REQUIRED)
      .transform(normalizeDigits)
      .pipe(z.string().regex(/^\d{1,15}$/, "v_integer"))
      .pipe(z.coerce.number().min(min, "v_integer").max(max, "v_max_number")),
  );
}

// Without an offset, UTC (the dashboard's datetime input says so).
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function datetime(): Rule<string> {
  return z.preprocess(
    last,
    posted()
      .trim()
      .min(1, REQUIRED)
      .transform((s, ctx) => {
        const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`;
        const time = DATETIME.test(s) ? Date.parse(zoned.replace(" ", "T")) : NaN;
        if (Number.isFinite(time)) return new Date(time).toISOString();
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "v_datetime" });
        return z.NEVER;
      }),
  );
}

const TRUE = ["1", "true", "on", "yes"];
const FALSE = ["0", "false", "off", "no"];

function bool(): Rule<boolean> {
  return z.preprocess(
    last,
    posted()
      .trim()
      .toLowerCase()
      .min(1, REQUIRED)
      .refine((s) => TRUE.includes(s) || FALSE.includes(s), "v_boolean")
      .transform((s) => TRUE.includes(s)),
  );
}

function isBlank(raw: unknown): boolean {
  const values = Array.isArray(raw) ? raw : [raw];
  return values.every((v) => v === undefined || (typeof v === "string" && v.trim() === ""));
}

function optional<T>(rule: Rule<T>): Rule<T | undefined> {
  return z.preprocess((raw) => (isBlank(raw) ? undefined : raw), rule.optional());
}

/** Left out: undefined (an update keeps what is stored); sent empty: null (cleared). */
function clearable<T>(rule: Rule<T>): Rule<T | null | undefined> {
  const sent = (raw: unknown) => (raw === undefined ? undefined : isBlank(raw) ? null : raw);
  return z.preprocess(sent, rule.nullable().optional());
}

function list<T>(rule: Rule<T>, opts: { max?: number } = {}): Rule<T[]> {
  const { max = 100 } = opts;
  return z.preprocess(
    (raw) =>
      (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
        .flatMap((v: string) => (v.includes(",") && /^[\d,\s]+$/.test(v) ? v.split(",") : [v]))
        .filter((v: string) => v.trim() !== ""),
    z.array(rule).max(max, "v_too_many"),
  );
}

export const v = {
  text,
  code: (max: number): Rule<string> => text({ max }).transform(normalizeDigits), // Arabic digits too
  html,
  email,
  phone,
  url,
  oneOf,
  int,
  bool,
  optional,
  clearable,
  list,
  datetime,
};

type Schema = Record<string, Rule<unknown>>;
export type Parsed<S extends Schema> = { [K in keyof S]: z.output<S[K]> };

const KNOWN_KEYS: Record<string, true> = Object.fromEntries(
  (
    [
      "v_required",
      "v_min",
      "v_max",
      "v_email",
      "v_url",
      "v_datetime",
      "v_phone",
      "v_enum",
      "v_integer",
      "v_boolean",
      "v_too_many",
      "v_max_number",
      "v_sort",
    ] satisfies MessageKey[]
  ).map((key) => [key, true]),
);

function messageOf(lang: Lang, field: string, zodIssue: z.ZodIssue): string {
  const key = (zodIssue.message in KNOWN_KEYS ? zodIssue.message : "v_invalid") as MessageKey;
  const params: Params = { field };
  if (zodIssue.code === z.ZodIssueCode.too_small) params.min = Number(zodIssue.minimum);
  if (zodIssue.code === z.ZodIssueCode.too_big) params.max = Number(zodIssue.maximum);
  if (zodIssue.code === z.ZodIssueCode.custom) Object.assign(params, zodIssue.params);
  return t(lang, key, params);
}

const objects = new WeakMap<Schema, z.ZodObject<z.ZodRawShape>>();

export function validate<S extends Schema>(
  lang: Lang,
  fields: Record<string, FieldValue>,
  schema: S,
  extra: FieldErrors = {},
): Parsed<S> {
  let object = objects.get(schema);
  if (!object) {
    object = z.object(schema);
    objects.set(schema, object);
  }
  const result = object.safeParse(fields);
  const errors: FieldErrors = { ...extra };
  if (!result.success) {
    const seen = new Set<string>();
    for (const zodIssue of result.error.issues) {
      const field = String(zodIssue.path[0]);
      // One message per field: the first check it failed.
      if (seen.has(field)) continue;
      seen.add(field);
      (errors[field] ??= []).push(messageOf(lang, field, zodIssue));
    }
  }
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  const data = result.data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(schema)) out[field] = data[field];
  return out as Parsed<S>;
}

export class Problems {
  readonly errors: FieldErrors = {};
  constructor(private readonly lang: Lang) {}
  add(field: string, key: MessageKey, params: Record<string, string | number> = {}) {
    (this.errors[field] ??= []).push(t(this.lang, key, { field, ...params }));
  }
  throwIfAny() {
    if (Object.keys(this.errors).length) throw ApiError.fields(this.errors);
  }
}
