// docs/conventions.md, "The provider's answers".
import { normalizeDigits } from "../../core/validation/digits.js";
import type { FieldValue } from "../http/form.js";
import { Problems, v, validate } from "../http/validate.js";
import type { Lang } from "../i18n/index.js";
import type { SiteSettings as Answered } from "../../core/contract/records.js";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../../core/time/zone.js";

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

/** Spec §9. */
export const CLAIMS = 4;
const FEATURED_MAX = 12;

const NAME = v.text({ max: 100 });
const DESCRIPTION = v.text({ max: 500 });
const TAGLINE = v.text({ max: 120 });
const HOURS = v.optional(v.text({ max: 200 }));
const ADDRESS = v.optional(v.text({ max: 300 }));
const LINK = v.optional(v.url());
const FIGURE = v.text({ max: 20 });
// The count is checked on the posted values (claimProblems), one message for too few or too many.
const CLAIM_LIST = v.list(v.text({ max: 120 }));

const SCHEMA = {
  ar_company_name: NAME,
  en_company_name: NAME,
  ar_description: DESCRIPTION,
  en_description: DESCRIPTION,
  ar_tagline: TAGLINE,
  en_tagline: TAGLINE,
  ar_hours: HOURS,
  en_hours: HOURS,
  email: v.email(),
  phone: v.phone(),
  phone2: v.optional(v.phone()),
  whatsapp: v.optional(v.phone()),
  ar_address: ADDRESS,
  en_address: ADDRESS,
  linkedin: LINK,
  x: LINK,
  facebook: LINK,
  instagram: LINK,
  github: LINK,
  stat_clients: FIGURE,
  stat_projects: FIGURE,
  stat_support: FIGURE,
  ar_claims: CLAIM_LIST,
  en_claims: CLAIM_LIST,
  featured_services: v.list(v.int(), { max: FEATURED_MAX }),
  admin_second_factor: v.optional(v.bool()),
  time_zone: v.optional(v.text({ max: 64 })),
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
  // An IANA name only (core/time/zone.ts); absent, the default.
  const [zone] = values(fields.time_zone);
  if (zone && !isTimeZone(zone)) problems.add("time_zone", "v_time_zone");
  const ids = values(fields.featured_services);
  const featured = [...new Set(ids.map(Number))];
  if (ids.every((id) => /^\d{1,15}$/.test(id))) {
    const found = await existingServices(featured);
    if (featured.some((id) => !found.has(id))) problems.add("featured_services", "v_exists");
  }
  const input = validate(lang, fields, SCHEMA, problems.errors);
  return {
    ...input,
    ar_hours: input.ar_hours ?? "",
    en_hours: input.en_hours ?? "",
    phone2: input.phone2 ?? "",
    whatsapp: input.whatsapp ?? "",
    ar_address: input.ar_address ?? "",
    en_address: input.en_address ?? "",
    linkedin: input.linkedin ?? "",
    x: input.x ?? "",
    facebook: input.facebook ?? "",
    instagram: input.instagram ?? "",
    github: input.github ?? "",
    featured_services: featured,
    admin_second_factor: input.admin_second_factor ?? false,
    time_zone: input.time_zone ?? DEFAULT_TIME_ZONE,
  };
}

function values(raw: FieldValue | undefined): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.map((value) => value.trim()).filter(Boolean);
}
