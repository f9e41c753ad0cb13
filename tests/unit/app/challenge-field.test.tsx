// The no-JavaScript captcha question (ADR 0009) as the server renders it, in both languages.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChallengeField } from "~/modules/form-protection/challenge-field";
import { CHALLENGE_ANSWER_FIELD, CHALLENGE_FIELD } from "~/modules/form-protection/fields";
import { I18nProvider } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";

const challenge = { a: 3, b: 4, token: "contact.abc.nonce.signature-xyz" };

function render(language: "en" | "ar") {
  return renderToString(
    <I18nProvider store={createServerTranslations(language, ["common"])}>
      <ChallengeField challenge={challenge} />
    </I18nProvider>,
  );
}

describe("ChallengeField", () => {
  it.each(["en", "ar"] as const)("asks the sum with a labelled answer field (%s)", (language) => {
    const html = render(language);
    expect(html).toContain(`name="${CHALLENGE_FIELD}" value="${challenge.token}"`);
    expect(html).toContain(`name="${CHALLENGE_ANSWER_FIELD}"`);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>[^<]*3[^<]*4[^<]*<\/label>/);
    const labelFor = /<label for="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`id="${labelFor}"`);
    if (language === "ar") expect(html).toMatch(/[\u0600-\u06FF]/);
    expect(html).not.toContain("form_protection.");
  });
});
