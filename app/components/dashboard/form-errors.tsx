import { useTranslation } from "~/modules/i18n/react";

/** A form's own errors (not a field's), above its fields: what the provider said went wrong. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation("dashboard");
  if (!errors?.length) return null;
  return (
    <div className="form-errors" role="alert" id={id}>
      <strong>{t("form.errors_title")}</strong>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
