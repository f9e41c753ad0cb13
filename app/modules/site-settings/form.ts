// The settings screen's form: its fields are stated in core/site-settings/fields.ts and checked
// with the rules the provider checks again (docs/conventions.md, "Validation").
import * as z from "zod/v4/mini";
import { normalizeDigits } from "~core/validation/digits";
import { textRule, type FieldRuleOptions } from "~core/validation/field-rules";
import {
  CLAIM_MAX,
  CLAIMS,
  FEATURED_MAX,
  SETTINGS_FIELDS,
  SETTINGS_SECTIONS as SECTIONS,
} from "~core/site-settings/fields";

export { CLAIMS, FEATURED_MAX, SECTIONS };
export type { SettingsField } from "~core/site-settings/fields";

/** Uploaded as files (the provider stores them, server/routes/settings.ts). */
export const PICTURES = ["logo", "favicon"] as const;

export const FORM_FIELDS = [
  ...SETTINGS_FIELDS.map((field) => field.name),
  "ar_claims",
  "en_claims",
];

/** A claim as the rule builder sees it: each of the four is required. */
const claim = { name: "claim", kind: "text", required: true, max: CLAIM_MAX } as const;

export function settingsSchema(say: FieldRuleOptions["say"]) {
  const claims = z
    .array(textRule(claim, { say }), { error: say("required", { field: "claims" }) })
    .check(z.length(CLAIMS, say("required", { field: "claims" })));
  return z.object({
    ...Object.fromEntries(SETTINGS_FIELDS.map((field) => [field.name, textRule(field, { say })])),
    ar_claims: claims,
    en_claims: claims,
    admin_second_factor: z.pipe(
      z.optional(z.string()),
      z.transform((value) => value === "on" || value === "true"),
    ),
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
