// The contact form's schema, shared by the browser (conform constraints, instant messages) and the
// server (the real check). Field names are the provider's (`contact_reason`), so its 422 answers
// land next to the same inputs. The rules are the provider's (validation/rules.ts), which stays the authority.
import { z } from "zod";
import { normalizeDigits } from "~/modules/validation/digits";
import {
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  PHONE_INPUT_PATTERN,
  MESSAGE_MAX,
  MESSAGE_MIN,
  PHONE_MAX,
} from "~/modules/validation/rules";

type Translate = (key: string) => string;

/** Sent as `contact_reason`: language-neutral keys, readable in the staff inbox either way. */
export const CONTACT_REASONS = [
  "new_project",
  "quote",
  "support",
  "partnership",
  "careers",
  "other",
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const CONTACT_FIELDS = ["name", "email", "phone", "contact_reason", "info"] as const;

export function contactSchema(t: Translate) {
  const required = { required_error: t("validation.required") };
  return z.object({
    name: z
      .string(required)
      .trim()
      .min(CONTACT_NAME_MIN, t("validation.name_short"))
      .max(CONTACT_NAME_MAX, t("validation.too_long")),
    email: z
      .string(required)
      .trim()
      .max(EMAIL_MAX, t("validation.too_long"))
      .regex(EMAIL_PATTERN, t("validation.email")),
    phone: z
      .string()
      .trim()
      .transform(normalizeDigits)
      .pipe(
        z
          .string()
          .max(PHONE_MAX, t("validation.too_long"))
          // isPhone as a pattern, so conform writes it into the HTML too (rules.ts).
          .regex(PHONE_INPUT_PATTERN, t("validation.phone")),
      )
      .optional(),
    contact_reason: z.enum(CONTACT_REASONS, {
      errorMap: () => ({ message: t("validation.reason") }),
    }),
    info: z
      .string(required)
      .trim()
      .min(MESSAGE_MIN, t("validation.info_short"))
      .max(MESSAGE_MAX, t("validation.info_long")),
  });
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
