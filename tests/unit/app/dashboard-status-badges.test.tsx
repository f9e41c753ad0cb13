// The dashboard's publishing badges name each language in the page's own language: an Arabic
// screen reads "العربية: منشور", with no Latin letters mixed in (docs/publishing.md); a schedule
// reads in the site's time zone.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatusCell } from "~/components/dashboard/status-cell";
import { I18nProvider, useTranslation } from "~/modules/i18n/react";
import { createServerTranslations } from "~/modules/i18n/translations.server";

const row = { ar_status: "published", en_status: "draft" };

function Badges({ item, timeZone }: { item: Record<string, unknown>; timeZone?: string }) {
  const { t } = useTranslation("dashboard");
  return <StatusCell row={item} locale="ar" t={t} timeZone={timeZone} />;
}

function visibleText(lang: "ar" | "en", item: Record<string, unknown> = row, timeZone?: string) {
  const store = createServerTranslations(lang, ["dashboard"]);
  const html = renderToString(
    <I18nProvider store={store}>
      <Badges item={item} timeZone={timeZone} />
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

  it("give a schedule in the site's time zone (docs/publishing.md)", () => {
    const later = { ...row, publish_at: "2099-07-15T08:00:00.000Z" };
    expect(visibleText("ar", later, "Europe/Berlin")).toContain("١٠:٠٠");
    expect(visibleText("ar", later)).toContain("١١:٠٠");
  });
});
