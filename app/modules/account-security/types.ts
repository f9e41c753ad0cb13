import type { Passkey } from "~/modules/provider/types";

export type TwoFactorView = {
  enabled: boolean;
  enabledAt: string | null;
  pending: { secret: string; qrSvg: string } | null;
  recoveryLeft: number;
} | null;

export type TwoFactorAnswer = {
  intent: string;
  error?: string;
  recoveryCodes?: string[];
};

export type PasskeyView = Passkey;

export type PasskeysAnswer = { intent: string; error?: string };

export const TWO_FACTOR_INTENTS = [
  "totp-start",
  "totp-confirm",
  "totp-disable",
  "recovery-regenerate",
  "recovery-show",
] as const;
export const PASSKEY_INTENTS = ["passkey-remove"] as const;
