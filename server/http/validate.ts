// Form validation that answers Laravel-style field maps (`{field: [message]}`) in the request's
// language, which is what the app puts next to the input of the same name (spec §5).
import sanitizeHtml from "sanitize-html";
import { t, type Lang, type MessageKey } from "../i18n/index.js";
import { ApiError, type FieldErrors } from "./errors.js";
import type { FieldValue } from "./form.js";

type Ctx = { lang: Lang; field: string };
type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };
export type Rule<T> = (raw: FieldValue | undefined, ctx: Ctx) => Outcome<T>;

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const bad = (ctx: Ctx, key: MessageKey, params: Record<string, string | number> = {}) =>
  ({ ok: false, message: t(ctx.lang, key, { field: ctx.field, ...params }) }) as const;

/** A scalar field posted twice is taken as its last value, like PHP and most form parsers. */
function one(raw: FieldValue | undefined): string | undefined {
  return Array.isArray(raw) ? raw[raw.length - 1] : raw;
}

// Control characters other than tab and newlines have no place in form text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

type TextOpts = { min?: number; max?: number };

function text(opts: TextOpts = {}): Rule<string> {
  const { min = 1, max = 255 } = opts;
  return (raw, ctx) => {
    const s = one(raw)?.replace(CONTROL, "").trim();
    if (!s) return bad(ctx, "v_required");
    if ([...s].length < min) return bad(ctx, "v_min", { min });
    if ([...s].length > max) return bad(ctx, "v_max", { max });
    return ok(s);
  };
}

/** Rich text allow-list: structure and emphasis only, no attributes, links or images (ADR 0003). */
export function cleanHtml(input: string): string {
  return sanitizeHtml(input, {
    allowedTags: [
      "p",
      "h2",
      "h3",
      "h4",
      "ul",
      "ol",
      "li",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "blockquote",
      "br",
    ],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).trim();
}

function html(opts: { max?: number } = {}): Rule<string> {
  const { max = 20000 } = opts;
  return (raw, ctx) => {
    const s = one(raw);
    if (!s) return bad(ctx, "v_required");
    const clean = cleanHtml(s.replace(CONTROL, ""));
    const visible = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;|\s/g, "")
      .trim();
    if (!visible) return bad(ctx, "v_required");
    if (clean.length > max) return bad(ctx, "v_max", { max });
    return ok(clean);
  };
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

function email(): Rule<string> {
  const base = text({ max: 191 });
  return (raw, ctx) => {
    const r = base(raw, ctx);
    if (!r.ok) return r;
    const s = r.value.toLowerCase();
    return EMAIL.test(s) ? ok(s) : bad(ctx, "v_email");
  };
}

function phone(): Rule<string> {
  return (raw, ctx) => {
    const s = one(raw)?.trim();
    if (!s) return bad(ctx, "v_required");
    const digits = s.replace(/\D/g, "").length;
    return /^\+?[0-9][0-9 ()\-.]{4,24}$/.test(s) && digits >= 6 && digits <= 15
      ? ok(s)
      : bad(ctx, "v_phone");
  };
}

function url(): Rule<string> {
  return (raw, ctx) => {
    const s = one(raw)?.trim();
    if (!s) return bad(ctx, "v_required");
    if (s.length > 2048) return bad(ctx, "v_max", { max: 2048 });
    try {
      const u = new URL(s);
      return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".")
        ? ok(u.toString())
        : bad(ctx, "v_url");
    } catch {
      return bad(ctx, "v_url");
    }
  };
}

function oneOf<const T extends readonly string[]>(values: T): Rule<T[number]> {
  return (raw, ctx) => {
    const s = one(raw)?.trim();
    if (!s) return bad(ctx, "v_required");
    return (values as readonly string[]).includes(s) ? ok(s as T[number]) : bad(ctx, "v_enum");
  };
}

function int(opts: { min?: number } = {}): Rule<number> {
  const { min = 1 } = opts;
  return (raw, ctx) => {
    const s = one(raw)?.trim();
    if (!s) return bad(ctx, "v_required");
    if (!/^\d{1,15}$/.test(s)) return bad(ctx, "v_integer");
    const n = Number(s);
    return n >= min ? ok(n) : bad(ctx, "v_integer");
  };
}

function bool(): Rule<boolean> {
  return (raw, ctx) => {
    const s = one(raw)?.trim().toLowerCase();
    if (!s) return bad(ctx, "v_required");
    if (["1", "true", "on", "yes"].includes(s)) return ok(true);
    if (["0", "false", "off", "no"].includes(s)) return ok(false);
    return bad(ctx, "v_boolean");
  };
}

/** Empty or absent becomes `undefined`; anything else must pass the rule. */
function optional<T>(rule: Rule<T>): Rule<T | undefined> {
  return (raw, ctx) => {
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.every((v) => v === undefined || v.trim() === "")) return ok(undefined);
    return rule(raw, ctx);
  };
}

/** Several values (`skills[]`); empty entries are dropped. */
function list<T>(rule: Rule<T>, opts: { max?: number } = {}): Rule<T[]> {
  const { max = 100 } = opts;
  return (raw, ctx) => {
    const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
      .flatMap((v) => (v.includes(",") && /^[\d,\s]+$/.test(v) ? v.split(",") : [v]))
      .filter((v) => v.trim() !== "");
    if (values.length > max) return bad(ctx, "v_too_many", { max });
    const out: T[] = [];
    for (const v of values) {
      const r = rule(v, ctx);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };
}

export const v = { text, html, email, phone, url, oneOf, int, bool, optional, list };

type Schema = Record<string, Rule<unknown>>;
export type Parsed<S extends Schema> = { [K in keyof S]: S[K] extends Rule<infer T> ? T : never };

/** Checks every field and throws one 422 with all problems, or returns the clean values. */
export function validate<S extends Schema>(
  lang: Lang,
  fields: Record<string, FieldValue>,
  schema: S,
  extra: FieldErrors = {},
): Parsed<S> {
  const errors: FieldErrors = { ...extra };
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(schema)) {
    const r = rule(fields[field], { lang, field });
    if (r.ok) out[field] = r.value;
    else (errors[field] ??= []).push(r.message);
  }
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return out as Parsed<S>;
}

/** Collects database-level problems (exists, unique) after the shape is known to be right. */
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
