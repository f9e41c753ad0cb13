// Shared by the browser and the server; the rules are the provider's (validation/rules.ts), so
// only what needs the database comes back in the provider's 422.
import * as z from "zod/v4/mini";
import { USER_TYPES } from "~/modules/provider/types";
import { normalizeDigits } from "~core/validation/digits";
import {
  CODE_MAX,
  EMAIL_MAX,
  INVITATION_CODE_MAX,
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
} from "~core/validation/rules";

type Translate = (key: string) => string;

const required = (t: Translate) => ({ error: t("validation.required") });
const text = (t: Translate, max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string(required(t))
    .check(
      z.trim(),
      ...checks,
      z.minLength(1, t("validation.required")),
      z.maxLength(max, t("validation.too_long")),
    );
const email = (t: Translate) => text(t, EMAIL_MAX).check(z.refine(isEmail, t("validation.email")));
const username = (t: Translate) =>
  text(t, USERNAME_MAX).check(
    z.minLength(USERNAME_MIN, t("validation.username_short")),
    z.refine(isUsername, t("validation.username_chars")),
  );
// Numbers typed with any of the usual digits are checked and sent as ASCII (digits.ts).
const phone = (t: Translate) =>
  text(t, PHONE_MAX, z.overwrite(normalizeDigits)).check(
    // isPhone as a pattern, so conform writes it into the HTML too (rules.ts).
    z.regex(PHONE_INPUT_PATTERN, t("validation.phone")),
  );
const code = (t: Translate) => text(t, CODE_MAX, z.overwrite(normalizeDigits));
const password = (t: Translate) =>
  z
    .string(required(t))
    .check(z.minLength(PASSWORD_MIN, t("validation.password_min")), z.maxLength(PASSWORD_MAX));

const confirmed = (t: Translate) =>
  z.refine<{ password: string; password_confirmation: string }>(
    (value) => value.password === value.password_confirmation,
    { path: ["password_confirmation"], error: t("validation.password_mismatch") },
  );

export function loginSchema(t: Translate) {
  return z.object({
    email: email(t),
    // No length rule: an old password may be shorter than today's minimum.
    password: z.string(required(t)).check(z.maxLength(LOGIN_PASSWORD_MAX)),
    redirectTo: z.optional(z.string()),
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
      type: z.enum(USER_TYPES, { error: t("validation.type") }),
      // A ticked checkbox posts "on", an unticked one nothing.
      agreement: z.literal("on", { error: t("validation.agreement") }),
    })
    .check(confirmed(t));
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
    .check(confirmed(t));
}

/** The invitation page's form: the mailed code, the name the register form asks, a password. */
export function acceptInvitationSchema(t: Translate) {
  return z
    .object({
      token: text(t, INVITATION_CODE_MAX),
      username: username(t),
      password: password(t),
      password_confirmation: z.string(required(t)),
    })
    .check(confirmed(t));
}

export function changePasswordSchema(t: Translate) {
  return z
    .object({
      current_password: z
        .string(required(t))
        .check(z.minLength(1, t("validation.required")), z.maxLength(LOGIN_PASSWORD_MAX)),
      password: password(t),
      password_confirmation: z.string(required(t)),
    })
    .check(
      confirmed(t),
      // The provider refuses it too (server/auth/account-rules.ts); said here by the field at once.
      z.refine<{ current_password: string; password: string }>(
        (value) => value.password !== value.current_password,
        { path: ["password"], error: t("validation.password_same") },
      ),
    );
}

/** Never sent back to the browser in a reply. */
export const PASSWORD_FIELDS = ["current_password", "password", "password_confirmation"];
