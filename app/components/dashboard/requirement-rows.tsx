import { useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { useHydrated } from "remix-utils/use-hydrated";

type Row = { key: number; ar: string; en: string };

/** The add and remove buttons are submits with an `intent`, so they work without JS. */
export function RequirementRows({
  ar,
  en,
  count,
  errors,
  errorId,
}: {
  ar: string[];
  en: string[];
  count: number;
  errors?: string[];
  errorId: string;
}) {
  const { t } = useTranslation("dashboard");
  const hydrated = useHydrated();
  const nextKey = useRef(count);
  const [rows, setRows] = useState<Row[]>(() =>
    Array.from({ length: count }, (_, i) => ({ key: i, ar: ar[i] ?? "", en: en[i] ?? "" })),
  );

  const add = (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setRows((current) => [...current, { key: nextKey.current++, ar: "", en: "" }]);
  };
  const remove = (index: number) => (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setRows((current) => current.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="field requirement-rows" aria-describedby={errorId}>
      <legend>{t("fields.requirements")}</legend>
      {rows.length === 0 ? <p className="field-hint">{t("form.no_rows")}</p> : null}
      <ol className="requirement-list" data-testid="requirement-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="requirement-row">
            <label>
              <span className="visually-hidden">{t("form.row", { number: index + 1 })} — </span>
              <span className="field-label">{t("fields.ar_requirement")}</span>
              <input
                type="text"
                name={`ar_requirements[${index}]`}
                defaultValue={row.ar}
                dir="rtl"
              />
            </label>
            <label>
              <span className="field-label">{t("fields.en_requirement")}</span>
              <input
                type="text"
                name={`en_requirements[${index}]`}
                defaultValue={row.en}
                dir="ltr"
              />
            </label>
            <button
              type="submit"
              name="intent"
              value={`remove-row-${index}`}
              formNoValidate
              className="button button-ghost button-small button-danger-text"
              onClick={remove(index)}
            >
              {t("form.remove_row", { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="submit"
        name="intent"
        value="add-row"
        formNoValidate
        className="button button-outline button-small"
        onClick={add}
      >
        {t("form.add_row")}
      </button>
      <p id={errorId} className="field-error" role={errors?.length ? "alert" : undefined}>
        {errors?.join(", ")}
      </p>
    </fieldset>
  );
}
