// Without JavaScript the editor's place is a textarea of plain paragraphs (docs/conventions.md,
// "Rich text"): it says how lists, headings and links are typed, in the page's language, and the
// textarea names that hint for screen readers.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichTextField } from "~/components/dashboard/rich-text-field";
import { I18nProvider } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";

function render(lang: "ar" | "en") {
  const store = createServerTranslations(lang, ["dashboard"]);
  return renderToString(
    <I18nProvider store={store}>
      <RichTextField
        id="body"
        name="en_body"
        defaultValue='<h2>Plan</h2><p>See <a href="/services">services</a></p>'
        dir="ltr"
        labelId="body-label"
        describedBy="body-error"
      />
    </I18nProvider>,
  );
}

describe("the rich-text field without JavaScript", () => {
  it.each([
    ["en", "a link is written [words](https://…)"],
    ["ar", "ويُكتب الرابط هكذا"],
  ] as const)("tells how headings and links are typed (%s)", (lang, words) => {
    const html = render(lang);
    expect(html).toContain('aria-describedby="body-error body-plain-hint"');
    expect(html).toMatch(/<p id="body-plain-hint" class="field-hint">[^<]*## [^<]*<\/p>/);
    expect(html).toContain(words);
    // The stored HTML reads as the same plain forms the hint names.
    expect(html).toContain("## Plan");
    expect(html).toContain("[services](/services)");
  });
});
