import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/modules/i18n/react";
import { STATUSES } from "~core/content/registry";
import { LANGS } from "~/modules/dashboard/publishing";
import { useSiteTimeZone } from "~/utils/root-data";

type Meta = FieldMetadata<unknown>;

/** In the site's time zone, as the label says (a setting, the same with JavaScript or without). */
export function PublishingFields({
  status,
  publishAt,
}: {
  status: Record<(typeof LANGS)[number], Meta>;
  publishAt: Meta;
}) {
  const { t } = useTranslation("dashboard");
  const timeZone = useSiteTimeZone();
  return (
    <fieldset className="field publishing-fields" data-testid="publishing">
      <legend className="field-label">{t("publishing.title")}</legend>
      {LANGS.map((lang) => (
        <div key={lang} className="field field-select">
          <label htmlFor={status[lang].id} className="field-label">
            {t(`publishing.${lang}_status`)}
          </label>
          <select {...getSelectProps(status[lang])} defaultValue={initial(status[lang], "draft")}>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`publishing.${value}`)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="field field-datetime">
        <label htmlFor={publishAt.id} className="field-label">
          {t("publishing.publish_at_zone", { zone: timeZone })}
        </label>
        <input
          {...getInputProps(publishAt, { type: "datetime-local" })}
          dir="ltr"
          aria-describedby={`${publishAt.id}-hint ${publishAt.errorId}`}
        />
        <p id={`${publishAt.id}-hint`} className="field-hint">
          {t("publishing.publish_at_hint")}
        </p>
        <p id={publishAt.errorId} className="field-error">
          {publishAt.errors?.join(" ")}
        </p>
      </div>
      <p className="field-hint">{t("publishing.publish_hint")}</p>
    </fieldset>
  );
}

function initial(meta: Meta, fallback: string): string {
  return typeof meta.initialValue === "string" && meta.initialValue ? meta.initialValue : fallback;
}
