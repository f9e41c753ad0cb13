// The first check of a dashboard form, with the rules the provider checks again
// (core/validation/field-rules.ts); the provider has the last word.
import * as z from "zod/v4/mini";
import type { TFunction } from "~/modules/i18n/translate";
import { fieldRules, type RuleReason, type RuleParams } from "~core/validation/field-rules";
import type { EntityConfig } from "./entities";

/** A reason in the dashboard's words (`form.required`, `settings.messages.*`). */
export function dashboardSay(t: TFunction) {
  return (reason: RuleReason, { max, min }: RuleParams): string => {
    switch (reason) {
      case "required":
        return t("form.required");
      case "max":
        return t("settings.messages.too_long", { max });
      case "min":
        return t("form.too_short", { min });
      case "email":
      case "phone":
      case "url":
        return t(`settings.messages.${reason}`);
      case "integer":
        return t("form.whole_number");
      case "max_number":
        return t("form.at_most", { max });
      case "time_zone":
        return t("settings.messages.time_zone");
    }
  };
}

/** `drafts`: languages saved as drafts, whose fields may stay empty. */
export function schemaFor(
  config: EntityConfig,
  isNew: boolean,
  say: ReturnType<typeof dashboardSay>,
  drafts: readonly string[] = [],
) {
  const workflow = config.workflow
    ? {
        ar_status: z.optional(z.string()),
        en_status: z.optional(z.string()),
        publish_at: z.optional(z.string()),
      }
    : {};
  // A post's requirement rows are checked by the provider, pair by pair.
  const rows = config.fields.some((field) => field.kind === "requirements")
    ? { ar_requirements: z.optional(z.unknown()), en_requirements: z.optional(z.unknown()) }
    : {};
  return z.object({
    ...workflow,
    ...rows,
    ...fieldRules(config.fields, { say, isNew, drafts }),
  });
}
