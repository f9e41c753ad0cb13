// docs/conventions.md, "The provider's answers".
import { normalizeDigits } from "../../core/validation/digits.js";
import type { FieldValue } from "../http/form.js";
import { fieldProblems } from "../http/field-check.js";
import { Problems, v, validate } from "../http/validate.js";
import {
  CLAIM_MAX,
  CLAIMS,
  FEATURED_MAX,
  SETTINGS_FIELDS,
} from "../../core/site-settings/fields.js";
import type { Lang } from "../i18n/index.js";
import type { SiteSettings as Answered } from "../../core/contract/records.js";
import { DEFAULT_TIME_ZONE } from "../../core/time/zone.js";

export const TEXT_KEYS = [
  "ar_company_name",
  "en_company_name",
  "ar_description",
  "en_description",
  "ar_tagline",
  "en_tagline",
  "ar_hours",
  "en_hours",
  "email",
  "phone",
  "phone2",
  "whatsapp",
  "ar_address",
  "en_address",
  "linkedin",
  "x",
  "facebook",
  "instagram",
  "github",
  "stat_clients",
  "stat_projects",
  "stat_support",
  "logo",
  "favicon",
  "time_zone",
] as const;
export const LIST_KEYS = ["ar_claims", "en_claims", "featured_services"] as const;

/** This provider always states the second-factor setting; the stamp is kept apart (store.ts). */
export type SiteSettings = Required<Omit<Answered, "updated_at">>;

export { CLAIMS };

// The fields of the form are stated once (core/site-settings/fields.ts) and checked by the rule
// builder the dashboard checks them with; the lists and the switch are this route's own.
const SCHEMA = {
  // The count is checked on the posted values (claimProblems), one message for too few or too many.
  ar_claims: v.list(v.text({ max: CLAIM_MAX })),
  en_claims: v.list(v.text({ max: CLAIM_MAX })),
  featured_services: v.list(v.int(), { max: FEATURED_MAX }),
  admin_second_factor: v.optional(v.bool()),
};

const PHONES = ["phone", "phone2", "whatsapp"] as const;
const FIGURES = ["stat_clients", "stat_projects", "stat_support"] as const;

/** The pictures come as files, not fields (server/routes/settings.ts). */
export const PICTURE_KEYS = ["logo", "favicon"] as const;
export type PostedSettings = Omit<SiteSettings, (typeof PICTURE_KEYS)[number]>;

/** Arabic-Indic digits in phones and figures are kept in Western digits: phones as they are
 * dialled, figures as each language's page then writes them (one value for both). */
export async function parseSettings(
  lang: Lang,
  posted: Record<string, FieldValue>,
  existingServices: (ids: number[]) => Promise<Set<number>>,
): Promise<PostedSettings> {
  const fields = { ...posted };
  for (const key of [...PHONES, ...FIGURES]) {
    const value = fields[key];
    if (typeof value === "string") fields[key] = normalizeDigits(value);
  }
  const problems = new Problems(lang);
  for (const key of ["ar_claims", "en_claims"] as const) {
    if (values(fields[key]).length !== CLAIMS) problems.add(key, "v_claims", { count: CLAIMS });
  }
  const ids = values(fields.featured_services);
  const featured = [...new Set(ids.map(Number))];
  if (ids.every((id) => /^\d{1,15}$/.test(id))) {
    const found = await existingServices(featured);
    if (featured.some((id) => !found.has(id))) problems.add("featured_services", "v_exists");
  }
  const checked = fieldProblems(lang, fields, SETTINGS_FIELDS, { isNew: false, drafts: [] });
  const input = validate(lang, fields, SCHEMA, { ...problems.errors, ...checked.errors });
  const text = (name: string) => {
    const value = checked.values[name];
    return typeof value === "string" ? value : "";
  };
  return {
    ar_company_name: text("ar_company_name"),
    en_company_name: text("en_company_name"),
    ar_description: text("ar_description"),
    en_description: text("en_description"),
    ar_tagline: text("ar_tagline"),
    en_tagline: text("en_tagline"),
    ar_hours: text("ar_hours"),
    en_hours: text("en_hours"),
    email: text("email"),
    phone: text("phone"),
    phone2: text("phone2"),
    whatsapp: text("whatsapp"),
    ar_address: text("ar_address"),
    en_address: text("en_address"),
    linkedin: text("linkedin"),
    x: text("x"),
    facebook: text("facebook"),
    instagram: text("instagram"),
    github: text("github"),
    stat_clients: text("stat_clients"),
    stat_projects: text("stat_projects"),
    stat_support: text("stat_support"),
    ar_claims: input.ar_claims,
    en_claims: input.en_claims,
    featured_services: featured,
    admin_second_factor: input.admin_second_factor ?? false,
    // An IANA name (the rule builder's "timezone" kind); absent or blank, the default.
    time_zone: text("time_zone") || DEFAULT_TIME_ZONE,
  };
}

function values(raw: FieldValue | undefined): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.map((value) => value.trim()).filter(Boolean);
}
