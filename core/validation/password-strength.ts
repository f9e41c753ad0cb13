// One rule for the app and the provider, which has the last word. Server-only in the app: its
// dictionaries are large (docs/security.md, "Passwords").
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

export const MIN_SCORE = 3;

/** zxcvbn's feedback is English only. */
export const WEAK_REASONS = ["common", "pattern", "personal", "guessable"] as const;
export type WeakReason = (typeof WEAK_REASONS)[number];

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
    // Off: too costly in CPU (docs/performance.md).
    useLevenshteinDistance: false,
  });
}

/** `personal`: words that make a password easy for anyone who knows them. */
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
