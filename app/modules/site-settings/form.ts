// The provider checks again and has the last word (docs/conventions.md, "Validation").
import { z } from "zod";
import { normalizeDigits } from "~core/validation/digits";
import { isEmail, isPhone, PHONE_MAX } from "~core/validation/rules";
import { isTimeZone } from "~core/time/zone";
import type { SiteSettings } from "./types";

export const CLAIMS = 4;
export const FEATURED_MAX = 12;

export type SettingsField = {
  name: keyof SiteSettings;
  kind: "text" | "textarea" | "email" | "tel" | "url";
  required?: boolean;
  dir?: "rtl" | "ltr";
};

export const SECTIONS: { key: string; fields: SettingsField[] }[] = [
  {
    key: "company",
    fields: [
      { name: "ar_company_name", kind: "text", required: true, dir: "rtl" },
      { name: "en_company_name", kind: "text", required: true, dir: "ltr" },
      { name: "ar_description", kind: "textarea", required: true, dir: "rtl" },
      { name: "en_description", kind: "textarea", required: true, dir: "ltr" },
      { name: "ar_tagline", kind: "text", required: true, dir: "rtl" },
      { name: "en_tagline", kind: "text", required: true, dir: "ltr" },
      { name: "ar_hours", kind: "text", dir: "rtl" },
      { name: "en_hours", kind: "text", dir: "ltr" },
    ],
  },
  {
    key: "contact",
    fields: [
      { name: "email", kind: "email", required: true, dir: "ltr" },
      { name: "phone", kind: "tel", required: true, dir: "ltr" },
      { name: "phone2", kind: "tel", dir: "ltr" },
      { name: "whatsapp", kind: "tel", dir: "ltr" },
      { name: "ar_address", kind: "text", dir: "rtl" },
      { name: "en_address", kind: "text", dir: "ltr" },
    ],
  },
  {
    key: "social",
    fields: (["linkedin", "x", "facebook", "instagram", "github"] as const).map((name) => ({
      name,
      kind: "url" as const,
      dir: "ltr" as const,
    })),
  },
  {
    key: "time",
    fields: [{ name: "time_zone", kind: "text", required: true, dir: "ltr" }],
  },
  {
    key: "stats",
    fields: (["stat_clients", "stat_projects", "stat_support"] as const).map((name) => ({
      name,
      kind: "text" as const,
      required: true,
      dir: "ltr" as const,
    })),
  },
];

/** Uploaded as files (the provider stores them, server/routes/settings.ts). */
export const PICTURES = ["logo", "favicon"] as const;

export const FORM_FIELDS = [
  ...SECTIONS.flatMap((section) => section.fields.map((field) => field.name as string)),
  "ar_claims",
  "en_claims",
];

export type SettingsMessages = {
  required: string;
  email: string;
  phone: string;
  url: string;
  timeZone: string;
  tooLong: string;
};

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

export function settingsSchema(m: SettingsMessages) {
  const long = (max: number) => m.tooLong.replace("{{max}}", String(max));
  const text = (max: number) =>
    z.string({ required_error: m.required }).trim().min(1, m.required).max(max, long(max));
  // Predicates, not nested schemas: conform turns every empty string a schema sees into "absent".
  const optional = (check: (value: string) => boolean, message: string, max = 300) =>
    z
      .string()
      .trim()
      .max(max, long(max))
      .optional()
      .transform((value) => value ?? "")
      .refine((value) => value === "" || check(value), message);
  const phoneCheck = (value: string) => isPhone(normalizeDigits(value));
  const phone = z
    .string({ required_error: m.required })
    .trim()
    .min(1, m.required)
    .max(PHONE_MAX, long(PHONE_MAX))
    .refine(phoneCheck, m.phone)
    .transform(normalizeDigits);
  const optionalPhone = optional(phoneCheck, m.phone, PHONE_MAX).transform(normalizeDigits);
  const url = optional(isUrl, m.url, 2048);
  const address = optional(() => true, m.required);
  const claims = z.array(text(120), { required_error: m.required }).length(CLAIMS, m.required);
  return z.object({
    ar_company_name: text(100),
    en_company_name: text(100),
    ar_description: text(500),
    en_description: text(500),
    ar_tagline: text(120),
    en_tagline: text(120),
    ar_hours: optional(() => true, m.required, 200),
    en_hours: optional(() => true, m.required, 200),
    email: text(191).refine(isEmail, m.email),
    phone,
    phone2: optionalPhone,
    whatsapp: optionalPhone,
    ar_address: address,
    en_address: address,
    linkedin: url,
    x: url,
    facebook: url,
    instagram: url,
    github: url,
    stat_clients: text(20).transform(normalizeDigits),
    stat_projects: text(20).transform(normalizeDigits),
    stat_support: text(20).transform(normalizeDigits),
    ar_claims: claims,
    en_claims: claims,
    time_zone: text(64).refine(isTimeZone, m.timeZone),
    admin_second_factor: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "true"),
  });
}

export type SettingsInput = z.output<ReturnType<typeof settingsSchema>>;

export const placeName = (id: number) => `featured.${id}`;

export function featuredFrom(
  places: Record<string, string>,
  serviceIds: number[],
): { ids: number[]; bad: boolean } {
  let bad = false;
  const chosen: { id: number; place: number; index: number }[] = [];
  serviceIds.forEach((id, index) => {
    const raw = normalizeDigits(places[String(id)] ?? "").trim();
    if (raw === "") return;
    const place = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(place >= 1 && place <= FEATURED_MAX)) bad = true;
    else chosen.push({ id, place, index });
  });
  chosen.sort((a, b) => a.place - b.place || a.index - b.index);
  return { ids: chosen.map((entry) => entry.id), bad };
}

export function placesOf(featured: number[]): Record<string, string> {
  return Object.fromEntries(featured.map((id, index) => [String(id), String(index + 1)]));
}
