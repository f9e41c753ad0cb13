// "Publish" publishes each complete language, "Save draft" keeps the chosen statuses
// (docs/publishing.md). Pure, shared by the action and the modal.
import { STATUSES, type Status } from "~core/content/registry";
import type { EntityConfig } from "./entities";
import { emptyInputs } from "./form-data";

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

export function withPublishing(body: FormData, statuses: Statuses | null, source: FormData) {
  if (!statuses) return body;
  body.set("ar_status", statuses.ar_status);
  body.set("en_status", statuses.en_status);
  const at = source.get("publish_at");
  body.set("publish_at", typeof at === "string" ? at.trim() : "");
  return body;
}

/** Enter in a field counts as "draft". */
export const publishIntent = (intent: string): PublishIntent =>
  intent === "publish" ? "publish" : "draft";

/** UTC, as the input's label says; the provider takes a time without a zone as UTC. */
export function toInputTime(iso: unknown): string {
  return typeof iso === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso)
    ? iso.slice(0, 16)
    : "";
}

export function scheduledTime(iso: unknown, now = Date.now()): string | null {
  return typeof iso === "string" && Date.parse(iso) > now ? iso : null;
}
