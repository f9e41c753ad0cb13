import { useTranslation } from "~/modules/i18n/react";
import type { Language } from "~/modules/i18n/config";

/** docs/publishing.md, "Preview": a site page, so in a new tab. */
export function PreviewLinks({ links }: { links: Record<Language, string> }) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="preview-links" role="group" aria-label={t("preview.title")}>
      <p className="field-hint">{t("preview.hint")}</p>
      <p className="preview-links-row">
        {(["ar", "en"] as const).map((lang) => (
          <a
            key={lang}
            href={links[lang]}
            target="_blank"
            rel="noopener"
            hrefLang={lang}
            className="button button-outline button-small"
          >
            {t(`preview.${lang}`)}
          </a>
        ))}
      </p>
    </div>
  );
}
