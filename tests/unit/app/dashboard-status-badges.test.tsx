// The dashboard's publishing badges name each language in the page's own language: an Arabic
// screen reads "العربية: منشور", with no Latin letters mixed in (docs/publishing.md).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatusCell } from "~/components/dashboard/status-cell";
import { I18nProvider, useTranslation } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";

const row = { ar_status: "published", en_status: "draft" };

function Badges() {
  const { t } = useTranslation("dashboard");
  return <StatusCell row={row} locale="ar" t={t} />;
}

function visibleText(lang: "ar" | "en") {
  const store = createServerTranslations(lang, ["dashboard"]);
  const html = renderToString(
    <I18nProvider store={store}>
      <Badges />
    </I18nProvider>,
  );
  // What is read on screen: the tags and their attributes (the abbr's title) left out.
  return html.replace(/<[^>]*>/g, "").replace(/&[a-z]+;|&#\d+;/g, " ");
}

describe("status badges", () => {
  it("are wholly Arabic on an Arabic screen", () => {
    const text = visibleText("ar");
    expect(text).toContain("العربية: منشور");
    expect(text).toContain("الإنجليزية: مسودة");
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it("read as short codes in English", () => {
    const text = visibleText("en");
    expect(text).toContain("AR Published");
    expect(text).toContain("EN Draft");
  });
});
