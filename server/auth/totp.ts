// RFC 6238. One step either side for clock drift; the caller keeps the last accepted step so
// that no code is good twice (./two-factor.ts).
import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const RECOVERY_SHAPE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** RFC 4226's recommended size. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, issuer = "", label = "") {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    issuer,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: TOTP_PERIOD_S,
  });
}

export function totpUri(secret: string, issuer: string, label: string): string {
  return totp(secret, issuer, label).toString();
}

export function currentStep(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

export function asTotpCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

export function totpStep(secret: string, code: string, nowMs = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: DRIFT_STEPS });
  return delta === null ? null : currentStep(nowMs) + delta;
}

export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      "",
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

export function asRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, "");
  const code = `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return RECOVERY_SHAPE.test(code) ? code : null;
}
