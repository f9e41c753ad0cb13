import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "~/modules/i18n/react";
import type { ConflictNotice } from "~/modules/dashboard/conflict.server";
import { formatDate } from "~/modules/dashboard/format";

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

/** Inside the modal's own scrolling. */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
}

/** First in the form: a message by a field below the fold is easily missed, most of all without
 * JavaScript, and a browser never gets a chosen file back. */
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
  /** Each new answer moves the focus here again. */
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

/** ADR 0022: the save was refused because someone saved the record after the form was opened. */
export function ConflictBox({ conflict, locale }: { conflict: ConflictNotice; locale: string }) {
  const { t } = useTranslation("dashboard");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [conflict]);
  const name = conflict.by ?? t("conflict.someone");
  return (
    <div className="form-errors" role="alert" ref={box} tabIndex={-1} data-testid="edit-conflict">
      <strong>{t("conflict.title")}</strong>
      <p>
        {t("conflict.by", {
          name: "\u2068" + name + "\u2069",
          time: formatDate(conflict.at, locale, true),
        })}
      </p>
      <p>
        <a href={conflict.href} target="_blank" rel="noopener">
          {t(conflict.place === "history" ? "conflict.history" : "conflict.audit")}
        </a>
      </p>
      <p>{t("conflict.again")}</p>
    </div>
  );
}
