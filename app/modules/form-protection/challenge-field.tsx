import { useTranslation } from "~/modules/i18n/react";
import { CHALLENGE_ANSWER_FIELD, CHALLENGE_FIELD, type FormChallenge } from "./fields";

/** Works without JavaScript (ADR 0009). */
export function ChallengeField({ challenge }: { challenge: FormChallenge }) {
  const { t } = useTranslation();
  const id = `${CHALLENGE_ANSWER_FIELD}-${challenge.token.slice(-8)}`;
  return (
    <div className="field form-challenge">
      <label htmlFor={id}>
        {t("form_protection.challenge_question", { a: challenge.a, b: challenge.b })}
      </label>
      <input type="hidden" name={CHALLENGE_FIELD} value={challenge.token} />
      {/* A new question is a new input: the key drops a wrong answer typed before. */}
      <input
        key={challenge.token}
        id={id}
        name={CHALLENGE_ANSWER_FIELD}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        required
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t("form_protection.challenge_hint")}
      </p>
    </div>
  );
}
