import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { notify } from "~/modules/toast/notify";
import { ConflictBox, FormErrors } from "./form-errors";
import { SettingsPictures } from "./settings-pictures";
import type { ConflictNotice } from "~/modules/dashboard/conflict.server";
import {
  CLAIMS,
  FEATURED_MAX,
  placeName,
  SECTIONS,
  type SettingsField,
} from "~/modules/site-settings/form";
import type { SiteSettings } from "~/modules/site-settings/types";
import { timeZoneOr } from "~core/time/zone";

type ServiceChoice = { id: number; ar_name: string; en_name: string };
type Values = Omit<SiteSettings, "featured_services"> & { featured_services?: string };
type Meta = FieldMetadata<unknown>;

function defaultsOf(settings: SiteSettings): Values {
  const { featured_services: _featured, ...values } = settings;
  // Another provider may have no such setting: the default, which a save then states.
  return { ...values, time_zone: timeZoneOr(settings.time_zone) };
}

function Field({
  field,
  meta,
  hint,
  label,
}: {
  field: SettingsField;
  meta: Meta;
  hint?: string;
  label?: string;
}) {
  const { t } = useTranslation("dashboard");
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [hintId, meta.errorId].filter(Boolean).join(" ");
  // The value's language, whatever the interface's (docs/publishing.md, "The editor").
  const lang = /^(ar|en)_/.exec(field.name)?.[1];
  const common = {
    "aria-describedby": describedBy,
    dir: field.dir,
    lang,
    required: field.required,
  };
  const control =
    field.kind === "textarea" ? (
      <textarea {...getTextareaProps(meta)} {...common} rows={3} className="admin-textarea" />
    ) : (
      <input
        {...getInputProps(meta, { type: field.kind === "timezone" ? "text" : field.kind })}
        {...common}
        autoComplete="off"
        // Text, not tel: a tel field refuses nothing, and Arabic digits are welcome.
        inputMode={field.kind === "tel" ? "tel" : undefined}
      />
    );
  return (
    <div className={`field field-${field.kind}`}>
      <label htmlFor={meta.id} className="field-label">
        {label ?? t(`settings.fields.${field.name}`)}
        {field.required ? (
          <span aria-hidden="true" className="field-required">
            {" "}
            *
          </span>
        ) : (
          <span className="field-optional"> ({t("settings.optional")})</span>
        )}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}

function FieldError({ meta }: { meta: Meta }) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <p id={meta.errorId} className="field-error" role={invalid ? "alert" : undefined}>
      {meta.errors?.join(", ")}
    </p>
  );
}

export function SettingsForm({
  settings,
  services,
  places,
  lastResult,
  toast,
  conflict,
  locale,
}: {
  settings: SiteSettings;
  services: ServiceChoice[];
  places: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
  toast?: string;
  conflict?: ConflictNotice;
  locale: string;
}) {
  const { t } = useTranslation("dashboard");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<Values>({
    id: "settings-form",
    lastResult,
    defaultValue: defaultsOf(settings),
    shouldValidate: "onSubmit",
  });
  useEffect(() => {
    if (toast) notify({ type: "error", message: toast });
  }, [toast, lastResult]);
  const hintOf = (field: SettingsField) =>
    field.name === "time_zone"
      ? t("settings.time_zone_hint")
      : field.kind === "tel"
        ? t("settings.phone_hint")
        : field.kind === "url"
          ? t("settings.social_hint")
          : undefined;
  const featuredMeta = fields.featured_services;
  // As posted, or the conflict's: saving again then replaces the other save (ADR 0022).
  const posted = fields.updated_at.initialValue;
  const stamp = conflict?.updated_at ?? (typeof posted === "string" ? posted : "");

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="settings-form"
    >
      <input type="hidden" name="updated_at" value={stamp} />
      {conflict ? <ConflictBox conflict={conflict} locale={locale} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      {SECTIONS.map((section) => (
        <fieldset key={section.key} className="admin-panel settings-section">
          <legend>{t(`settings.sections.${section.key}`)}</legend>
          <div className="form-grid">
            {section.fields.map((field) => (
              <Field
                key={field.name}
                field={field}
                meta={fields[field.name]}
                hint={hintOf(field)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <SettingsPictures
        settings={settings}
        fields={{ logo: fields.logo, favicon: fields.favicon }}
      />
      <fieldset className="admin-panel settings-section">
        <legend>{t("settings.sections.claims")}</legend>
        <div className="form-grid">
          {(["ar", "en"] as const).map((lang) => {
            const meta = fields[`${lang}_claims`];
            const list = meta.getFieldList();
            return (
              <div key={lang} className="settings-claims">
                {Array.from({ length: CLAIMS }, (_, index) => (
                  <Field
                    key={index}
                    field={{
                      name: `${lang}_claims`,
                      kind: "text",
                      required: true,
                      dir: lang === "ar" ? "rtl" : "ltr",
                    }}
                    meta={list[index] ?? meta}
                    label={t(`settings.fields.${lang}_claim`, { number: index + 1 })}
                  />
                ))}
                <FieldError meta={meta} />
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="admin-panel settings-section">
        <legend>{t("settings.sections.security")}</legend>
        <div className="field field-check">
          <input
            id="admin_second_factor"
            name="admin_second_factor"
            type="checkbox"
            defaultChecked={settings.admin_second_factor === true}
            aria-describedby="admin_second_factor-hint"
          />
          <label htmlFor="admin_second_factor">{t("settings.fields.admin_second_factor")}</label>
          <p id="admin_second_factor-hint" className="field-hint">
            {t("settings.admin_second_factor_hint")}
          </p>
        </div>
      </fieldset>
      <fieldset className="admin-panel settings-section">
        <legend>{t("settings.sections.featured")}</legend>
        <p id="featured-hint" className="field-hint">
          {t("settings.featured_hint")}
        </p>
        {services.length === 0 ? (
          <p>{t("settings.featured_none")}</p>
        ) : (
          <table className="data-table settings-featured" data-testid="featured-services">
            <thead>
              <tr>
                <th scope="col">{t("settings.featured_place")}</th>
                <th scope="col">{t("settings.featured_service")}</th>
              </tr>
            </thead>
            <tbody>
              {services.map((service) => {
                const name = locale === "ar" ? service.ar_name : service.en_name;
                const id = `featured-${service.id}`;
                return (
                  <tr key={service.id}>
                    <td>
                      <input
                        id={id}
                        name={placeName(service.id)}
                        type="text"
                        inputMode="numeric"
                        size={3}
                        maxLength={3}
                        dir="ltr"
                        defaultValue={places[String(service.id)] ?? ""}
                        aria-describedby={`featured-hint ${featuredMeta.errorId}`}
                        aria-label={`${t("settings.featured_place")}: ${name}`}
                        placeholder={`1–${FEATURED_MAX}`}
                      />
                    </td>
                    <td>
                      <label htmlFor={id}>{name}</label>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <FieldError meta={featuredMeta} />
      </fieldset>
      <p className="settings-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t("settings.save")}
        </button>
      </p>
    </Form>
  );
}
