// The contact form's schema, shared by the browser (conform constraints, instant messages) and the
// server (the real check). Field names are the provider's (`contact_reason`), so its 422 answers
// land next to the same inputs. The rules are the provider's (validation/rules.ts), which stays the authority.
import * as z from "zod/v4/mini";
import { normalizeDigits } from "~core/validation/digits";
import {
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  PHONE_INPUT_PATTERN,
  MESSAGE_MAX,
  MESSAGE_MIN,
  PHONE_MAX,
} from "~core/validation/rules";

import { CONTACT_REASONS } from "~core/public-forms/contact-reasons";

type Translate = (key: string) => string;

export { CONTACT_REASONS, type ContactReason } from "~core/public-forms/contact-reasons";

export const CONTACT_FIELDS = ["name", "email", "phone", "contact_reason", "info"] as const;

export function contactSchema(t: Translate) {
  const required = { error: t("validation.required") };
  return z.object({
    name: z
      .string(required)
      .check(
        z.trim(),
        z.minLength(CONTACT_NAME_MIN, t("validation.name_short")),
        z.maxLength(CONTACT_NAME_MAX, t("validation.too_long")),
      ),
    email: z
      .string(required)
      .check(
        z.trim(),
        z.maxLength(EMAIL_MAX, t("validation.too_long")),
        z.regex(EMAIL_PATTERN, t("validation.email")),
      ),
    phone: z.optional(
      z.string().check(
        z.trim(),
        z.overwrite(normalizeDigits),
        z.maxLength(PHONE_MAX, t("validation.too_long")),
        // isPhone as a pattern, so conform writes it into the HTML too (rules.ts).
        z.regex(PHONE_INPUT_PATTERN, t("validation.phone")),
      ),
    ),
    contact_reason: z.enum(CONTACT_REASONS, { error: t("validation.reason") }),
    info: z
      .string(required)
      .check(
        z.trim(),
        z.minLength(MESSAGE_MIN, t("validation.info_short")),
        z.maxLength(MESSAGE_MAX, t("validation.info_long")),
      ),
  });
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
