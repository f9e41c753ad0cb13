// The contact form's schema, shared by the browser (conform constraints, instant messages) and the
// server (the real check). Field names are the provider's (`contact_reason`), so its 422 answers
// land next to the same inputs. The rules mirror the provider's, which stays the authority.
import { z } from "zod";

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

// The provider's phone rule (server/http/validate.ts): 6 to 15 digits with the usual separators.
const PHONE = /^\+?[0-9][0-9 ()\-.]{4,24}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export const INFO_MIN = 5;
export const INFO_MAX = 5000;

export function contactSchema(t: Translate) {
  const required = { required_error: t("validation.required") };
  return z.object({
    name: z
      .string(required)
      .trim()
      .min(2, t("validation.name_short"))
      .max(100, t("validation.too_long")),
    email: z
      .string(required)
      .trim()
      .max(191, t("validation.too_long"))
      .regex(EMAIL, t("validation.email")),
    phone: z
      .string()
      .trim()
      .max(30, t("validation.too_long"))
      .refine(
        (value) => {
          const digits = value.replace(/\D/g, "").length;
          return PHONE.test(value) && digits >= 6 && digits <= 15;
        },
        { message: t("validation.phone") },
      )
      .optional(),
    contact_reason: z.enum(CONTACT_REASONS, {
      errorMap: () => ({ message: t("validation.reason") }),
    }),
    info: z
      .string(required)
      .trim()
      .min(INFO_MIN, t("validation.info_short"))
      .max(INFO_MAX, t("validation.info_long")),
  });
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
