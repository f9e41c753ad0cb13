// The app's half of the password rule (validation/password-strength.ts): the action checks a new
// password before calling the provider, so a guessable one is refused next to its field in the
// visitor's language, the form kept. The provider applies the same rule and has the last word.
import { weakPasswordReason } from "~/modules/validation/password-strength";

type Translate = (key: string) => string;

/** `{ password: [message] }` for a guessable password, null for a good one. */
export async function passwordStrengthErrors(
  t: Translate,
  password: string,
  personal: (string | undefined)[],
): Promise<Record<string, string[]> | null> {
  const reason = await weakPasswordReason(
    password,
    personal.filter((word): word is string => Boolean(word)),
  );
  return reason ? { password: [t(`validation.password_weak_${reason}`)] } : null;
}
