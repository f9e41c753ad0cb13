import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { isRequired, type FieldDef } from "~/modules/dashboard/entities";
import type { Option } from "~/modules/dashboard/provider.server";
import type { Lang } from "~/modules/dashboard/field-pairs";
import { ImageInput } from "./image-input";
import { RichTextField } from "./rich-text-field";
import { thumbOf } from "./row-text";

type Meta = FieldMetadata<unknown>;

const STATIC_OPTIONS: Record<string, string[]> = {
  user_types: ["client", "company"],
  roles: ["user", "editor", "admin"],
};

function initialString(meta: Meta): string {
  return typeof meta.initialValue === "string" ? meta.initialValue : "";
}

export function FieldInput({
  field,
  meta,
  options,
  item,
  isNew,
  locale,
  lang,
  tools,
  note,
}: {
  field: FieldDef;
  meta: Meta;
  options: Option[] | undefined;
  item: Record<string, unknown> | null;
  isNew: boolean;
  locale: string;
  /** The value's language, whatever the interface's. */
  lang?: Lang;
  tools?: ReactNode;
  note?: ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  // An FAQ's name is its question.
  const label = t(field.label ?? `fields.${field.name}`);
  const required = isRequired(field, isNew);
  const labelId = `${meta.id}-label`;
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [field.kind === "password" && !isNew ? `${meta.id}-hint` : null, meta.errorId]
    .filter(Boolean)
    .join(" ");
  const dir = field.dir ?? (lang ? (lang === "ar" ? "rtl" : "ltr") : undefined);
  const common = { "aria-describedby": describedBy, dir, lang, required };

  let control;
  switch (field.kind) {
    case "rich":
      control = (
        <RichTextField
          id={meta.id}
          name={meta.name}
          defaultValue={initialString(meta)}
          dir={dir}
          lang={lang}
          labelId={labelId}
          describedBy={meta.errorId}
          invalid={invalid}
          required={required}
        />
      );
      break;
    case "textarea":
      control = (
        <textarea {...getTextareaProps(meta)} {...common} rows={4} className="admin-textarea" />
      );
      break;
    case "select":
    case "multiselect": {
      const choices =
        field.options && STATIC_OPTIONS[field.options]
          ? STATIC_OPTIONS[field.options].map((value) => ({
              value,
              label: t(`${field.options}.${value}`),
            }))
          : (options ?? []).map((option) => ({
              value: option.value,
              label: (locale === "ar" ? option.ar : option.en) || option.value,
            }));
      const multiple = field.kind === "multiselect";
      control = (
        <select
          {...getSelectProps(meta)}
          {...common}
          multiple={multiple}
          size={multiple ? 6 : undefined}
        >
          {multiple ? null : (
            <option value="">{field.allowEmpty ? t("form.none") : t("form.choose")}</option>
          )}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "images": {
      const images =
        item && Array.isArray(item.images) ? (item.images as Record<string, unknown>[]) : [];
      const current = images
        .map((image) => thumbOf({ images: [image] }))
        .filter((image): image is NonNullable<typeof image> => image !== null);
      control = (
        <ImageInput
          id={meta.id}
          name={meta.name}
          multiple={Boolean(field.multiple)}
          current={current}
          labelId={labelId}
          errorId={meta.errorId}
          invalid={invalid}
        />
      );
      break;
    }
    default:
      control = (
        <input
          {...getInputProps(meta, {
            type: field.kind === "text" ? "text" : (field.kind as "email"),
          })}
          {...common}
          readOnly={field.readOnly}
          min={field.kind === "number" ? 0 : undefined}
          step={field.kind === "number" ? 1 : undefined}
          autoComplete={field.kind === "password" ? "new-password" : "off"}
        />
      );
  }

  const labelElement = (
    <label id={labelId} htmlFor={meta.id} className="field-label">
      {field.kind === "images" && field.multiple ? t("fields.images") : label}
      {required ? (
        <span aria-hidden="true" className="field-required">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );

  return (
    <div className={`field field-${field.kind}`}>
      {tools ? (
        <div className="field-head">
          {labelElement}
          {tools}
        </div>
      ) : (
        labelElement
      )}
      {control}
      {note}
      {field.kind === "multiselect" ? <p className="field-hint">{t("form.skills_hint")}</p> : null}
      {field.kind === "password" && !isNew ? (
        <p id={`${meta.id}-hint`} className="field-hint">
          {t("form.password_hint")}
        </p>
      ) : null}
      <p id={meta.errorId} className="field-error" role={invalid ? "alert" : undefined}>
        {meta.errors?.join(", ")}
      </p>
    </div>
  );
}
