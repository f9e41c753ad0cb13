// Shared by the static and the enhanced form. No zod or conform here: the static form, which every
// `?ask` page loads, must not bring them.
import type { ChangeEvent, MouseEvent, ReactNode, Ref, SyntheticEvent } from "react";
import { keepFieldFocus } from "~/components/forms/keep-field-focus";
import { useTranslation } from "~/modules/i18n/react";
import type { FormChallenge } from "~/modules/form-protection/fields";
import { FormProtection } from "~/modules/form-protection/form-protection";
import { ASK_CONSTRAINT, FILE_ACCEPT } from "~/modules/ask-service/constraint";
import { SERVICE_REQUEST_TYPES } from "~/modules/provider/types";

export const ASK_FORM_ID = "ask-service";

export type AskField = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  defaultValue?: string;
  /** conform's key. */
  inputKey?: string;
};

function described(field: AskField, extra?: string) {
  const ids = [field.errors?.length ? field.errorId : null, extra].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldMessage({ field }: { field: AskField }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="field-error">
      {field.errors.join(", ")}
    </p>
  );
}

/** How staff answer (docs/conventions.md, "The inbox"). */
function ContactFields({
  fields,
  signedIn,
}: {
  fields: { name: AskField; email: AskField; phone: AskField };
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const hintId = `${ASK_FORM_ID}-contact-hint`;
  const inputs = [
    { field: fields.name, type: "text", autoComplete: "name", dir: "auto" },
    { field: fields.email, type: "email", autoComplete: "email", dir: "ltr" },
    { field: fields.phone, type: "tel", autoComplete: "tel", dir: "ltr" },
  ] as const;
  return (
    <fieldset className="field-group" aria-describedby={hintId}>
      <p id={hintId} className="field-hint">
        {signedIn ? t("ask_service.account_hint") : t("ask_service.contact_hint")}
      </p>
      {inputs.map(({ field, type, autoComplete, dir }) => (
        <div className="field" key={field.name}>
          <label htmlFor={field.id}>{t(`ask_service.${field.name}`)}</label>
          <input
            id={field.id}
            name={field.name}
            key={field.inputKey}
            type={type}
            dir={dir}
            autoComplete={autoComplete}
            defaultValue={field.defaultValue}
            maxLength={ASK_CONSTRAINT[field.name as "name" | "email" | "phone"].maxLength}
            aria-invalid={field.errors?.length ? true : undefined}
            aria-describedby={described(field)}
          />
          <FieldMessage field={field} />
        </div>
      ))}
    </fieldset>
  );
}

export type AskFields = Record<
  "type" | "info" | "info_file" | "name" | "email" | "phone",
  AskField
>;

export function AskServiceFields({
  fields,
  fileCount,
  onFileChange,
  fileAgain,
  challenge = null,
  signedIn,
}: {
  fields: AskFields;
  signedIn: boolean;
  /** JavaScript only: the browser cannot count without it. */
  fileCount: number | null;
  onFileChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** After a failed post without JavaScript the browser forgets the file: say so. */
  fileAgain: boolean;
  /** ADR 0009. */
  challenge?: FormChallenge | null;
}) {
  const { t } = useTranslation();
  const { type, info, info_file: file } = fields;
  const hintId = `${file.id}-hint`;
  return (
    <>
      <FormProtection challenge={challenge} />
      <div className="field">
        <label htmlFor={type.id}>{t("ask_service.service_type")}</label>
        <select
          id={type.id}
          name={type.name}
          key={type.inputKey}
          defaultValue={type.defaultValue}
          required={ASK_CONSTRAINT.type.required}
          aria-invalid={type.errors?.length ? true : undefined}
          aria-describedby={described(type)}
        >
          {/* Empty, so `required` stops a form sent without a choice (no type is guessed). */}
          <option value="">{t("ask_service.choose_type")}</option>
          {SERVICE_REQUEST_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`ask_service.types.${value}`)}
            </option>
          ))}
        </select>
        <FieldMessage field={type} />
      </div>
      <div className="field">
        <label htmlFor={info.id}>{t("ask_service.info")}</label>
        <textarea
          id={info.id}
          name={info.name}
          key={info.inputKey}
          rows={5}
          defaultValue={info.defaultValue}
          required={ASK_CONSTRAINT.info.required}
          minLength={ASK_CONSTRAINT.info.minLength}
          maxLength={ASK_CONSTRAINT.info.maxLength}
          aria-invalid={info.errors?.length ? true : undefined}
          aria-describedby={described(info)}
        />
        <FieldMessage field={info} />
      </div>
      <ContactFields fields={fields} signedIn={signedIn} />
      <div className="field">
        <label htmlFor={file.id}>{t("ask_service.info_file")}</label>
        <input
          id={file.id}
          name={file.name}
          key={file.inputKey}
          type="file"
          accept={FILE_ACCEPT}
          required={ASK_CONSTRAINT.info_file.required}
          onChange={onFileChange}
          aria-invalid={file.errors?.length ? true : undefined}
          aria-describedby={described(file, hintId)}
        />
        <p id={hintId} className="field-hint">
          {fileAgain ? <strong>{t("ask_service.file_again")} </strong> : null}
          {t("ask_service.file_hint")}
        </p>
        {fileCount === null ? null : (
          <p className="field-hint files-count" aria-live="polite" data-testid="files-count">
            {fileCount > 0
              ? t("ask_service.files_count", { count: fileCount })
              : t("ask_service.no_files")}
          </p>
        )}
        <FieldMessage field={file} />
      </div>
    </>
  );
}

export function AskServiceFrame({
  closeHref,
  children,
  dialogRef,
  open,
  onCancel,
  onClose,
  onCloseClick,
}: {
  closeHref: string;
  children: ReactNode;
  dialogRef?: Ref<HTMLDialogElement>;
  open: boolean;
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose?: () => void;
  onCloseClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <dialog
      ref={dialogRef}
      className="modal ask-service-modal"
      open={open}
      aria-labelledby="ask-service-title"
      onCancel={onCancel}
      onClose={onClose}
      data-testid="ask-service-modal"
    >
      <div className="modal-header">
        <h2 id="ask-service-title">{t("ask_service.title")}</h2>
        <a
          href={closeHref}
          className="modal-close"
          aria-label={t("ask_service.close")}
          onClick={onCloseClick}
          data-testid="ask-service-close"
        >
          <span aria-hidden="true">×</span>
        </a>
      </div>
      {children}
    </dialog>
  );
}

/** Body scrolls past 500 px (spec §9). */
export function AskServiceLayout({
  children,
  closeHref,
  sending,
  onCloseClick,
}: {
  children: ReactNode;
  closeHref: string;
  sending: boolean;
  onCloseClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="modal-body">
        <p className="modal-intro">{t("ask_service.intro")}</p>
        {children}
      </div>
      <div className="modal-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={sending}
          onMouseDown={keepFieldFocus}
        >
          {sending ? t("ask_service.sending") : t("ask_service.send")}
        </button>
        <a href={closeHref} className="button button-ghost" onClick={onCloseClick}>
          {t("ask_service.close")}
        </a>
      </div>
    </>
  );
}
