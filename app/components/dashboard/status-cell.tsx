import type { TFunction } from "~/modules/i18n/react";
import { formatDate } from "~/modules/dashboard/format";
import { LANGS, scheduledTime } from "~/modules/dashboard/publishing";
import { DEFAULT_TIME_ZONE } from "~core/time/zone";

export function StatusCell({
  row,
  locale,
  t,
  timeZone = DEFAULT_TIME_ZONE,
}: {
  row: Record<string, unknown>;
  locale: string;
  t: TFunction;
  /** The site's (a schedule reads in it); one hook per table, not per cell. */
  timeZone?: string;
}) {
  const scheduled = scheduledTime(row.publish_at);
  const translation = (row.translation ?? {}) as Record<string, unknown>;
  return (
    <span className="status-cell">
      {LANGS.map((lang) => {
        const status = row[`${lang}_status`] === "draft" ? "draft" : "published";
        return (
          <span
            key={lang}
            className={`badge badge-${status}`}
            data-testid={`status-${lang}`}
            data-status={status}
          >
            <abbr title={t(`publishing.${lang}_status`)}>{t(`publishing.lang_${lang}`)}</abbr>{" "}
            {t(`publishing.${status}`)}
            {translation[lang] === "missing" || translation[lang] === "outdated" ? (
              <span data-testid={`translation-${lang}`}>
                {" "}
                · {t(`publishing.${translation[lang]}`)}
              </span>
            ) : null}
          </span>
        );
      })}
      {scheduled ? (
        <time dateTime={scheduled} className="field-hint">
          {t("publishing.scheduled", { time: formatDate(scheduled, locale, true, timeZone) })}
        </time>
      ) : null}
    </span>
  );
}
