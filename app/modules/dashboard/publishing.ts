// "Publish" publishes each complete language, "Save draft" keeps the chosen statuses
// (docs/publishing.md). Pure, shared by the action and the modal.
import { STATUSES, type Status } from "~core/content/registry";
import type { EntityConfig } from "./entities";
import { emptyInputs } from "./form-data";
import { utcToZoned, zonedToUtc } from "~core/time/zone";

export const LANGS = ["ar", "en"] as const;
export type Lang = (typeof LANGS)[number];
export type Statuses = Record<"ar_status" | "en_status", Status>;
export type PublishIntent = "publish" | "draft";

export function completeLanguages(config: EntityConfig, source: FormData): Lang[] {
  const empty = new Set(emptyInputs(config, source));
  return LANGS.filter((lang) =>
    config.fields.every((field) => field.lang !== lang || !empty.has(field.name)),
  );
}

const statusOf = (value: FormDataEntryValue | null): Status =>
  STATUSES.find((status) => status === value) ?? "draft";

/** null when "Publish" finds no language complete. */
export function statusesFor(
  config: EntityConfig,
  source: FormData,
  intent: PublishIntent,
): Statuses | null {
  if (intent === "draft") {
    return {
      ar_status: statusOf(source.get("ar_status")),
      en_status: statusOf(source.get("en_status")),
    };
  }
  const complete = completeLanguages(config, source);
  if (!complete.length) return null;
  return {
    ar_status: complete.includes("ar") ? "published" : "draft",
    en_status: complete.includes("en") ? "published" : "draft",
  };
}

/** The publish time is typed in the site's time zone and sent in UTC; what is not a time goes
 * as typed, for the provider's field error. */
export function withPublishing(
  body: FormData,
  statuses: Statuses | null,
  source: FormData,
  timeZone: string,
) {
  if (!statuses) return body;
  body.set("ar_status", statuses.ar_status);
  body.set("en_status", statuses.en_status);
  const raw = source.get("publish_at");
  const at = typeof raw === "string" ? raw.trim() : "";
  body.set("publish_at", at && (zonedToUtc(at, timeZone) ?? at));
  return body;
}

/** Enter in a field counts as "draft". */
export const publishIntent = (intent: string): PublishIntent =>
  intent === "publish" ? "publish" : "draft";

/** A stored (UTC) time as the datetime-local field shows it: the site's time zone's. */
export const toInputTime = (iso: unknown, timeZone: string): string => utcToZoned(iso, timeZone);

export function scheduledTime(iso: unknown, now = Date.now()): string | null {
  return typeof iso === "string" && Date.parse(iso) > now ? iso : null;
}
