// The app's half of the password rule, so a guessable password is refused next to its field with
// the form kept; the provider applies the same rule and has the last word.
import { weakPasswordReason } from "~core/validation/password-strength";

type Translate = (key: string) => string;

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
