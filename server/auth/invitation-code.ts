// A staff invitation's code: the reset code's kind (ADR 0021), 24 characters (about 119 bits), as
// it stands for an account with dashboard rights for 7 days. Kept as a keyed hash only.
import { groupedCode, normalCode } from "./reset-code.js";
import { keyedHash } from "./secret-box.js";

const GROUPS = 6;
const PURPOSE = "staff-invitation";
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export function newInvitationCode(): string {
  return groupedCode(GROUPS);
}

/** Null for anything that cannot be a code: no lookup is made for it. */
export function invitationCodeHash(tokenSecret: string, code: string): string | null {
  const plain = normalCode(code, GROUPS);
  return plain ? keyedHash(tokenSecret, PURPOSE, plain) : null;
}
