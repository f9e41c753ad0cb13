// The one rule builder for a form stated as fields (the content registry's, the dashboard's other
// screens'): the dashboard's action checks with it first and the provider checks again with the
// same rules, so both refuse the same values with the same reasons (docs/conventions.md,
// "Validation"). Written with zod's mini build (ADR 0018, 0032); each side says the message in its
// own words through `say`.
import * as z from "zod/v4/mini";
import type { FieldDef } from "../dashboard/entity-types";
import { normalizeDigits } from "./digits";
import { EMAIL_MAX, isEmail, isPhone, PHONE_MAX } from "./rules";
import { isTimeZone } from "../time/zone";

/** Why a value was refused; each side maps it to its catalog (`v_<reason>`, `form.<...>`). */
export type RuleReason =
  "required" | "min" | "max" | "email" | "phone" | "url" | "integer" | "max_number" | "time_zone";

export type RuleParams = { field: string; min?: number; max?: number };

export type FieldRuleOptions = {
  say: (reason: RuleReason, params: RuleParams) => string;
  /** A new record: `requiredOnCreate` fields are required too. */
  isNew?: boolean;
  /** Languages saved as drafts, whose fields may stay empty (docs/publishing.md). */
  drafts?: readonly string[];
  /** What a rich text becomes (the provider's allowed tags); its visible text must be left. */
  cleanHtml?: (html: string) => string;
};

export const TEXT_MAX = 255;
export const RICH_MAX = 20_000;
export const URL_MAX = 2048;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Code points, not UTF-16 units. */
const length = (s: string) => [...s].length;

/** Last value wins, like PHP and most form parsers. */
const last = (raw: unknown): unknown => (Array.isArray(raw) ? raw[raw.length - 1] : raw);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|\s/g, "")
    .trim();

function webAddress(value: string): string | null {
  try {
    const url = new URL(value);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes("."))
      return url.toString();
  } catch {
    // Not a URL at all: the same answer as a URL of another kind.
  }
  return null;
}

export function isRuleRequired(field: FieldDef, options: FieldRuleOptions): boolean {
  const required = field.required || (options.isNew && field.requiredOnCreate);
  return Boolean(required && !(field.lang && options.drafts?.includes(field.lang)));
}

/** Select options that are records, sent by id. */
const ID_SOURCES = new Set<FieldDef["options"]>(["categories", "services", "parents", "skills"]);

type Refuse = (reason: RuleReason, params?: Omit<RuleParams, "field">) => never;
class Refused extends Error {}

/** A filled-in value checked by its kind: the value stored, or a refusal. */
function checkValue(field: FieldDef, text: string, refuse: Refuse, options: FieldRuleOptions) {
  const max = field.max;
  const atMost = (value: string, limit: number) => {
    if (length(value) > limit) refuse("max", { max: limit });
    return value;
  };
  switch (field.kind) {
    case "rich": {
      const html = options.cleanHtml ? options.cleanHtml(text) : text;
      if (!visibleText(html)) refuse("required");
      if (html.length > (max ?? RICH_MAX)) refuse("max", { max: max ?? RICH_MAX });
      return html;
    }
    case "url": {
      if (text.length > URL_MAX) refuse("max", { max: URL_MAX });
      return webAddress(text) ?? refuse("url");
    }
    case "select":
      // Closed lists of names (roles, user types) are the provider's to check.
      if (!field.options || !ID_SOURCES.has(field.options)) return text;
    // falls through: a record's id
    case "number": {
      const digits = normalizeDigits(text);
      if (!/^\d{1,15}$/.test(digits)) refuse("integer");
      const value = Number(digits);
      const min = field.kind === "number" ? (field.min ?? 1) : 1;
      if (value < min) refuse("integer");
      if (field.kind === "number" && max !== undefined && value > max)
        refuse("max_number", { max });
      return value;
    }
    case "email": {
      const email = atMost(text, max ?? EMAIL_MAX).toLowerCase();
      return isEmail(email) ? email : refuse("email");
    }
    case "tel": {
      const phone = normalizeDigits(atMost(text, max ?? PHONE_MAX));
      return isPhone(phone) ? phone : refuse("phone");
    }
    case "timezone":
      return isTimeZone(atMost(text, max ?? 64)) ? text : refuse("time_zone");
    case "password":
      return text;
    default: {
      if (field.min !== undefined && length(text) < field.min) refuse("min", { min: field.min });
      return max !== undefined || field.kind === "text" ? atMost(text, max ?? TEXT_MAX) : text;
    }
  }
}

/** One field's rule: blank is missing (an error when required), else the kind's checks. */
export function fieldRule(field: FieldDef, options: FieldRuleOptions) {
  const required = isRuleRequired(field, options);
  return z.pipe(
    z.unknown(),
    z.transform((raw, ctx) => {
      const refuse: Refuse = (reason, params = {}) => {
        ctx.issues.push({
          code: "custom",
          message: options.say(reason, { field: field.name, ...params }),
          input: raw,
        });
        throw new Refused();
      };
      try {
        if (field.kind === "multiselect") {
          const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => !isBlank(v));
          if (required && !values.length) refuse("required");
          return values.map(String);
        }
        const value = last(raw);
        const text = typeof value === "string" ? value.replace(CONTROL, "") : "";
        if (isBlank(value) || (field.kind !== "password" && text.trim() === "")) {
          if (required) refuse("required");
          return undefined;
        }
        return checkValue(field, field.kind === "password" ? text : text.trim(), refuse, options);
      } catch (error) {
        if (error instanceof Refused) return z.NEVER;
        throw error;
      }
    }),
  );
}

export type FieldRule = ReturnType<typeof fieldRule>;

/** Kinds that are no value of the form's own (files, a post's requirement rows). */
const UNCHECKED = new Set<FieldDef["kind"]>(["images", "requirements"]);

/** The rules of a form's fields, by name. */
export function fieldRules(fields: readonly FieldDef[], options: FieldRuleOptions) {
  const rules: Record<string, FieldRule> = {};
  for (const field of fields) {
    if (!UNCHECKED.has(field.kind)) rules[field.name] = fieldRule(field, options);
  }
  return rules;
}

/** A text-valued field's rule (text, email, phone, URL...), its value typed as the text. */
export function textRule(field: FieldDef, options: FieldRuleOptions) {
  return z.pipe(fieldRule(field, options), z.optional(z.string()));
}
