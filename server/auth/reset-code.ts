// The mailed reset code (ADR 0021): long enough that guessing it is hopeless within its 15
// minutes, so wrong guesses need not retire it and nobody can use up the owner's code. Staff
// invitations' codes are the same kind, longer (server/auth/invitation-code.ts).
import { randomInt } from "node:crypto";
import { keyedHash } from "./secret-box.js";

/** No 0/o, 1/l/i: read off a phone and typed on another, they are not mistaken. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUP = 4;
const RESET_GROUPS = 3;
const PURPOSE = "reset-code";

/** Groups of four of the alphabet's 31 characters joined by dashes (about 5 bits each). */
export function groupedCode(groups: number): string {
  const chars = Array.from({ length: groups * GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return Array.from({ length: groups }, (_, i) =>
    chars.slice(i * GROUP, (i + 1) * GROUP).join(""),
  ).join("-");
}

/** Case, spaces and dashes do not matter; anything else that is not such a code is null. */
export function normalCode(input: string, groups: number): string | null {
  const plain = input.toLowerCase().replace(/[\s-]/g, "");
  if (plain.length !== groups * GROUP) return null;
  return [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

/** `abcd-efgh-jkmn`: 12 of 31 characters, about 59 bits. */
export function newResetCode(): string {
  return groupedCode(RESET_GROUPS);
}

export function normalResetCode(input: string): string | null {
  return normalCode(input, RESET_GROUPS);
}

/** Keyed: a copy of the table cannot be checked against guesses without TOKEN_SECRET. */
export function resetCodeHash(tokenSecret: string, code: string): string {
  return keyedHash(tokenSecret, PURPOSE, normalResetCode(code) ?? code);
}
