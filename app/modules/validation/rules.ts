// The form rules both processes state: the app's zod schemas (the browser's instant messages and
// the app server's first check) and the provider's validation (server/http/validate.ts, which has
// the last word, spec §5). One copy, imported by both (docs/conventions.md, "Validation").
// Plain values and predicates only: the ask-service form ships on every public page and must not
// bring zod along (ask-service-constraint.ts), and the provider bundles this file (server/build.mjs).

/** Deliberately loose: one `@`, a dot in the domain, no spaces or characters mail rejects. */
export const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
/** The longest address a `varchar(191)` index column holds. */
export const EMAIL_MAX = 191;

/** Digits with the usual separators and an optional leading `+`; 6 to 15 digits (E.164). */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()\-.]{4,24}$/;
const PHONE_DIGITS_MIN = 6;
const PHONE_DIGITS_MAX = 15;
export const PHONE_MAX = 30;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Checked after normalizeDigits (digits.ts): the forms turn Arabic-Indic digits into ASCII first. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/** A digit as visitors type it: ASCII, Arabic-Indic or Eastern Arabic-Indic (digits.ts). */
const ANY_DIGIT = "0-9\\u0660-\\u0669\\u06F0-\\u06F9";
/**
 * isPhone as one pattern over the typed text, whatever its digits, for the browser's `pattern`
 * attribute (the forms' schemas add it, so conform writes it into the HTML and the rule holds
 * without JavaScript too). Written for the `v` flag browsers use for `pattern`: the separators
 * are escaped. A unit test checks it agrees with isPhone after normalizeDigits.
 */
export const PHONE_INPUT_PATTERN = new RegExp(
  `^(?=(?:[^${ANY_DIGIT}]*[${ANY_DIGIT}]){${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}[^${ANY_DIGIT}]*$)` +
    // Spaces around it, which the forms trim, are let through.
    `\\s*\\+?[${ANY_DIGIT}][${ANY_DIGIT} \\(\\)\\-\\.]{4,24}\\s*$`,
);

/** A new password; login accepts up to LOGIN_PASSWORD_MAX, as old passwords may be shorter. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const LOGIN_PASSWORD_MAX = 1000;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
/** Letters and digits of any script, dots, dashes and underscores. */
const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

export function isUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}
/** Country and city. */
export const PLACE_MAX = 100;
/** The password reset code. */
export const CODE_MAX = 20;

/** The contact form's name. */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
/** A message: the contact form's and the ask-service form's `info`. */
export const MESSAGE_MIN = 5;
export const MESSAGE_MAX = 5000;

/** An uploaded file (the ask-service attachment, an image), in bytes. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
