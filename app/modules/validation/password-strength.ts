// Whether a new password is too easy to guess: one rule for register, reset, change and the
// admin's users/save, checked by the provider (server/auth/account-rules.ts, the last word) and
// by the app's actions before they call it, so the message appears next to the field at once.
// zxcvbn-ts estimates guesses against dictionaries of common passwords, words and names, keyboard
// patterns, dates and sequences; a score under 3 (fewer than ~10^8 guesses) is refused.
//
// Server-only in the app (its dictionaries are ~1.5 MB; the browser checks only the length):
// import it from *.server.ts modules. The dictionaries load on the first check, not at start,
// and are kept (docs/security.md, "Passwords", for the time each costs).
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

export const MIN_SCORE = 3;

/**
 * Why a password was refused, as our own message keys (zxcvbn's feedback is English only):
 * `auth:validation.password_weak_<reason>` in the app, `v_password_<reason>` in the provider.
 */
export const WEAK_REASONS = ["common", "pattern", "personal", "guessable"] as const;
export type WeakReason = (typeof WEAK_REASONS)[number];

// zxcvbn's warning keys (its translationKeys.warnings) grouped into our reasons.
const REASON_OF_WARNING: Record<string, WeakReason> = {
  topTen: "common",
  topHundred: "common",
  common: "common",
  similarToCommon: "common",
  pwned: "common",
  wordByItself: "common",
  namesByThemselves: "common",
  commonNames: "common",
  straightRow: "pattern",
  keyPattern: "pattern",
  simpleRepeat: "pattern",
  extendedRepeat: "pattern",
  sequences: "pattern",
  recentYears: "pattern",
  dates: "pattern",
  userInputs: "personal",
};

let checker: Promise<ZxcvbnFactory> | undefined;

async function loadChecker(): Promise<ZxcvbnFactory> {
  const [core, common, en] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  return new core.ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
    // Off: the edit-distance matcher made each check cost up to a second of CPU on this machine.
    useLevenshteinDistance: false,
  });
}

/**
 * null when the password is strong enough, otherwise the reason it is not. `personal` are the
 * account's own words (username, email, name), which make a password easy for anyone who knows them.
 */
export async function weakPasswordReason(
  password: string,
  personal: readonly string[] = [],
): Promise<WeakReason | null> {
  checker ??= loadChecker();
  const words = personal.flatMap((word) => [word, ...word.split(/[@.\s_-]+/)]).filter(Boolean);
  const result = (await checker).check(password, words);
  if (result.score >= MIN_SCORE) return null;
  return REASON_OF_WARNING[result.feedback.warning ?? ""] ?? "guessable";
}
