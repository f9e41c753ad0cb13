// Shared by the browser and the server; the rules are the provider's (validation/rules.ts), so
// only what needs the database comes back in the provider's 422.
import { z } from "zod";
import { USER_TYPES } from "~/modules/provider/types";
import { normalizeDigits } from "~/modules/validation/digits";
import {
  CODE_MAX,
  EMAIL_MAX,
  isEmail,
  isUsername,
  LOGIN_PASSWORD_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_INPUT_PATTERN,
  PHONE_MAX,
  PLACE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "~/modules/validation/rules";

type Translate = (key: string) => string;

const required = (t: Translate) => ({ required_error: t("validation.required") });
const text = (t: Translate, max: number) =>
  z.string(required(t)).trim().min(1, t("validation.required")).max(max, t("validation.too_long"));
const email = (t: Translate) => text(t, EMAIL_MAX).refine(isEmail, t("validation.email"));
const username = (t: Translate) =>
  text(t, USERNAME_MAX)
    .min(USERNAME_MIN, t("validation.username_short"))
    .refine(isUsername, t("validation.username_chars"));
const phone = (t: Translate) =>
  z
    .string(required(t))
    .trim()
    .transform(normalizeDigits)
    // A pattern, so conform writes it into the HTML too.
    .pipe(text(t, PHONE_MAX).regex(PHONE_INPUT_PATTERN, t("validation.phone")));
const code = (t: Translate) =>
  z.string(required(t)).trim().transform(normalizeDigits).pipe(text(t, CODE_MAX));
const password = (t: Translate) =>
  z.string(required(t)).min(PASSWORD_MIN, t("validation.password_min")).max(PASSWORD_MAX);

const confirmed =
  (t: Translate) =>
  (value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["password_confirmation"],
        message: t("validation.password_mismatch"),
      });
    }
  };

export function loginSchema(t: Translate) {
  return z.object({
    email: email(t),
    // No length rule: an old password may be shorter than today's minimum.
    password: z.string(required(t)).max(LOGIN_PASSWORD_MAX),
    redirectTo: z.string().optional(),
  });
}

export function registerSchema(t: Translate) {
  return z
    .object({
      username: username(t),
      email: email(t),
      password: password(t),
      password_confirmation: z.string(required(t)),
      country: text(t, PLACE_MAX),
      city: text(t, PLACE_MAX),
      phone: phone(t),
      type: z.enum(USER_TYPES, { errorMap: () => ({ message: t("validation.type") }) }),
      agreement: z
        .boolean({ required_error: t("validation.agreement") })
        .refine((agreed) => agreed, t("validation.agreement")),
    })
    .superRefine(confirmed(t));
}

export function resetSchema(t: Translate) {
  return z.object({ email: email(t) });
}

export function newPasswordSchema(t: Translate) {
  return z
    .object({
      email: email(t),
      code: code(t),
      password: password(t),
      password_confirmation: z.string(required(t)),
    })
    .superRefine(confirmed(t));
}

export function changePasswordSchema(t: Translate) {
  return z
    .object({
      current_password: z
        .string(required(t))
        .min(1, t("validation.required"))
        .max(LOGIN_PASSWORD_MAX),
      password: password(t),
      password_confirmation: z.string(required(t)),
    })
    .superRefine(confirmed(t));
}

/** Never sent back to the browser in a reply. */
export const PASSWORD_FIELDS = ["current_password", "password", "password_confirmation"];
