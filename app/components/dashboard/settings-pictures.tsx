import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/modules/i18n/react";
import { PICTURES } from "~/modules/site-settings/form";
import type { SiteSettings } from "~/modules/site-settings/types";
import { ImageInput } from "./image-input";

type Meta = FieldMetadata<unknown>;

/** The logo and the favicon: a new file replaces the current one, "use the built-in" removes it
 * (the provider stores and checks the files, server/routes/settings.ts). */
export function SettingsPictures({
  settings,
  fields,
}: {
  settings: SiteSettings;
  fields: Record<(typeof PICTURES)[number], Meta>;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <fieldset className="admin-panel settings-section">
      <legend>{t("settings.sections.pictures")}</legend>
      <div className="form-grid">
        {PICTURES.map((name) => {
          const meta = fields[name];
          const labelId = `${meta.id}-label`;
          const current = settings[name];
          const invalid = Boolean(meta.errors?.length);
          return (
            <div key={name} className="field field-images">
              <span id={labelId} className="field-label">
                {t(`settings.fields.${name}`)}{" "}
                <span className="field-optional">({t("settings.optional")})</span>
              </span>
              <p className="field-hint">{t(`settings.${name}_hint`)}</p>
              <ImageInput
                id={meta.id}
                name={name}
                multiple={false}
                current={current ? [{ src: current, width: 72, height: 72 }] : []}
                labelId={labelId}
                errorId={meta.errorId}
                invalid={invalid}
              />
              {current ? (
                <div className="field-check">
                  <input id={`remove_${name}`} name={`remove_${name}`} type="checkbox" />
                  <label htmlFor={`remove_${name}`}>{t("settings.picture_remove")}</label>
                </div>
              ) : null}
              <p id={meta.errorId} className="field-error" role={invalid ? "alert" : undefined}>
                {meta.errors?.join(", ")}
              </p>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
