// The site settings' form, stated once as fields: the dashboard's screen lists them and both the
// dashboard's action and the provider check them with the one rule builder
// (core/validation/field-rules.ts). Data only: the settings screen's browser bundle reads it.
import type { SiteSettings } from "../contract/records";
import type { FieldDef } from "../dashboard/entity-types";

export type SettingsField = FieldDef & {
  name: keyof SiteSettings;
  kind: "text" | "textarea" | "email" | "tel" | "url" | "timezone";
};

/** Spec §9: the home page's four claims in each language. */
export const CLAIMS = 4;
export const CLAIM_MAX = 120;
export const FEATURED_MAX = 12;

const ar = { dir: "rtl" } as const;
const en = { dir: "ltr" } as const;

export const SETTINGS_SECTIONS: { key: string; fields: SettingsField[] }[] = [
  {
    key: "company",
    fields: [
      { name: "ar_company_name", kind: "text", required: true, max: 100, ...ar },
      { name: "en_company_name", kind: "text", required: true, max: 100, ...en },
      { name: "ar_description", kind: "textarea", required: true, max: 500, ...ar },
      { name: "en_description", kind: "textarea", required: true, max: 500, ...en },
      { name: "ar_tagline", kind: "text", required: true, max: 120, ...ar },
      { name: "en_tagline", kind: "text", required: true, max: 120, ...en },
      { name: "ar_hours", kind: "text", max: 200, ...ar },
      { name: "en_hours", kind: "text", max: 200, ...en },
    ],
  },
  {
    key: "contact",
    fields: [
      { name: "email", kind: "email", required: true, dir: "ltr" },
      { name: "phone", kind: "tel", required: true, dir: "ltr" },
      { name: "phone2", kind: "tel", dir: "ltr" },
      { name: "whatsapp", kind: "tel", dir: "ltr" },
      { name: "ar_address", kind: "text", max: 300, ...ar },
      { name: "en_address", kind: "text", max: 300, ...en },
    ],
  },
  {
    key: "social",
    fields: (["linkedin", "x", "facebook", "instagram", "github"] as const).map((name) => ({
      name,
      kind: "url",
      dir: "ltr",
    })),
  },
  // Schedules are typed and shown in it, stored in UTC (docs/publishing.md); absent, the default.
  {
    key: "time",
    fields: [{ name: "time_zone", kind: "timezone", dir: "ltr" }],
  },
  {
    key: "stats",
    fields: (["stat_clients", "stat_projects", "stat_support"] as const).map((name) => ({
      name,
      kind: "text",
      required: true,
      max: 20,
      dir: "ltr",
    })),
  },
];

export const SETTINGS_FIELDS: SettingsField[] = SETTINGS_SECTIONS.flatMap((s) => s.fields);
