// The signed-in account's own security as the provider answers it (docs/conventions.md, "Account
// security" and "the second factor and passkeys"): its second factor, recovery codes, passkey
// options and ended sessions. The account's passkeys and sessions are records (records.ts).
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { z } from "zod";

/** A pending TOTP secret and the authenticator app's `otpauth://` entry for it. */
export const totpStarted = z.object({ secret: z.string(), uri: z.string() });

export const totpState = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  pending: totpStarted.nullable(),
  recovery_codes_left: z.number(),
});

/** What the app needs to hold an admin to the site's "admins must use a second factor". */
export const accountFactors = z.object({ totp: z.boolean(), passkeys: z.number() });

export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

/** The codes just made, downloadable by the session that made them until `until` (ADR 0021). */
export const recoveryCodesRevealed = recoveryCodes.extend({ until: z.string() });

type BrowserOptions =
  PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON;
const isRecord = (value: unknown) => typeof value === "object" && value !== null;

/** The browser's options as @simplewebauthn made them, passed on whole, and the challenge's id
 * the browser's answer is posted with. */
export const passkeyOptions = z.object({
  options: z.custom<BrowserOptions>((value) => isRecord(value) && "challenge" in value),
  challenge_id: z.string(),
});

/** How many sessions `account/sessions/end-others` ended. */
export const sessionsEnded = z.object({ ended: z.number().int() });

export type TotpStarted = z.infer<typeof totpStarted>;
export type TotpState = z.infer<typeof totpState>;
export type AccountFactors = z.infer<typeof accountFactors>;
export type RecoveryCodes = z.infer<typeof recoveryCodes>;
export type RecoveryCodesRevealed = z.infer<typeof recoveryCodesRevealed>;
export type PasskeyOptions = z.infer<typeof passkeyOptions>;
export type SessionsEnded = z.infer<typeof sessionsEnded>;
