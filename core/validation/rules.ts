// One copy for the app and the provider (docs/conventions.md, "Validation"). Plain values only:
// the ask-service form must not bring zod along.

/** Deliberately loose. */
export const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
/** The longest address a `varchar(191)` index column holds. */
export const EMAIL_MAX = 191;

const PHONE_PATTERN = /^\+?[0-9][0-9 ()\-.]{4,24}$/;
const PHONE_DIGITS_MIN = 6;
const PHONE_DIGITS_MAX = 15;
export const PHONE_MAX = 30;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Checked after normalizeDigits (digits.ts). */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

const ANY_DIGIT = "0-9\\u0660-\\u0669\\u06F0-\\u06F9";
// For the `pattern` attribute, so the rule holds without JavaScript (a unit test keeps it in step).
export const PHONE_INPUT_PATTERN = new RegExp(
  `^(?=(?:[^${ANY_DIGIT}]*[${ANY_DIGIT}]){${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}[^${ANY_DIGIT}]*$)` +
    `\\s*\\+?[${ANY_DIGIT}][${ANY_DIGIT} \\(\\)\\-\\.]{4,24}\\s*$`,
);

/** Login accepts shorter old passwords (LOGIN_PASSWORD_MAX). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const LOGIN_PASSWORD_MAX = 1000;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

export function isUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}
export const PLACE_MAX = 100;
export const CODE_MAX = 20;
/** A staff invitation's code as typed or linked: 24 characters, dashes and spaces around them. */
export const INVITATION_CODE_MAX = 64;

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const MESSAGE_MIN = 5;
export const MESSAGE_MAX = 5000;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
