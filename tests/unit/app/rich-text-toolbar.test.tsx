// The dashboard's rich-text toolbar in Arabic: its glyphs are Latin ("B", "1.") inside a
// right-to-left editor, where the bidi algorithm moves the numbered list's period to the front
// (".1") unless the glyph is its own left-to-right run.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import RichTextEditor from "~/components/dashboard/rich-text-editor";
import { I18nProvider } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";

function renderArabic() {
  const store = createServerTranslations("ar", ["dashboard"]);
  return renderToString(
    <I18nProvider store={store}>
      <RichTextEditor id="body" name="ar_body" defaultValue="" dir="rtl" labelId="body-label" />
    </I18nProvider>,
  );
}

describe("rich-text toolbar", () => {
  it("keeps every glyph left to right in an Arabic editor, so 1. never reads .1", () => {
    const html = renderArabic();
    expect(html).toMatch(/<div class="rt-editor" dir="rtl"/);
    const glyphs = [
      ...html.matchAll(/<button[^>]*>(<span[^>]*>)((?:(?!<\/span>)[\s\S])*)<\/span><\/button>/g),
    ];
    // The link's glyph is the dashboard's own icon: an emoji needs a font many systems lack.
    const text = (glyph: string) => (glyph.includes('href="#icon-link"') ? "link icon" : glyph);
    expect(glyphs.map((match) => text(match[2]))).toEqual([
      "B",
      "I",
      "U",
      "H2",
      "H3",
      "link icon",
      "•",
      "1.",
      "↶",
      "↷",
    ]);
    for (const [, span] of glyphs) expect(span).toContain('dir="ltr"');
  });
});
