// What the security page's sections show (the second factor, passkeys), shared by the server
// modules that load them and the components that render them.

export type TwoFactorView = {
  enabled: boolean;
  enabledAt: string | null;
  /** Turning on, waiting for the first code: the secret as text and as a QR code (SVG). */
  pending: { secret: string; qrSvg: string } | null;
  recoveryLeft: number;
} | null;

/** The answer of a second-factor form: recovery codes just made, or the message of a field. */
export type TwoFactorAnswer = {
  intent: string;
  error?: string;
  recoveryCodes?: string[];
};

export type PasskeyView = {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

export type PasskeysAnswer = { intent: string; error?: string };

export const TWO_FACTOR_INTENTS = [
  "totp-start",
  "totp-confirm",
  "totp-disable",
  "recovery-regenerate",
] as const;
export const PASSKEY_INTENTS = ["passkey-remove"] as const;
