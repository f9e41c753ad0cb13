import { useEffect, useRef, type MouseEvent } from "react";
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

export type FieldProblem = { id: string; label: string; message: string };

/** Moves to a field of the summary: focused and in view, inside the modal's own scrolling. */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
}

/**
 * Everything a refused save said, first in the form (a save form is long: a message by a field
 * below the fold is easily missed, most of all without JavaScript, where the modal comes back at
 * its top): the form's own errors, each field's with a link to the field, and when images had been
 * chosen, that they must be chosen again (a browser never gets a file back from a page). With
 * JavaScript it takes the focus when an answer brings it, so it is read first.
 */
export function ErrorSummary({
  id,
  formErrors,
  fields,
  filesChosen,
  answer,
}: {
  id: string;
  formErrors: string[] | undefined;
  fields: FieldProblem[];
  filesChosen: boolean;
  /** Changes with every answer of the server: each one moves the focus here again. */
  answer: unknown;
}) {
  const { t } = useTranslation("dashboard");
  const box = useRef<HTMLDivElement>(null);
  const shown = Boolean(formErrors?.length) || fields.length > 0;
  useEffect(() => {
    if (answer && shown) box.current?.focus();
  }, [answer, shown]);
  if (!shown) return null;
  return (
    <div
      className="form-errors"
      role="alert"
      id={id}
      ref={box}
      tabIndex={-1}
      data-testid="error-summary"
    >
      <strong>{t("form.errors_title")}</strong>
      <ul>
        {(formErrors ?? []).map((error) => (
          <li key={error}>{error}</li>
        ))}
        {fields.map((field) => (
          <li key={field.id}>
            <a href={`#${field.id}`} onClick={(event) => goToField(event, field.id)}>
              {field.label}: {field.message}
            </a>
          </li>
        ))}
      </ul>
      {filesChosen ? <p className="form-errors-files">{t("form.files_again")}</p> : null}
    </div>
  );
}
