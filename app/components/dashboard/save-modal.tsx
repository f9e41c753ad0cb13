import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, type FormEvent } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { notify } from "~/modules/toast/notify";
import type { ActionData } from "~/modules/dashboard/crud.server";
import type { ModalData } from "~/modules/dashboard/modal-data.server";
import type { EntityConfig, FieldDef } from "~/modules/dashboard/entities";
import { fieldRows, type Lang } from "~/modules/dashboard/field-pairs";
import { emptyInputs } from "~/modules/dashboard/form-data";
import { FieldInput } from "./field-input";
import { FieldPairRow, type PairExtras } from "./field-pairs";
import { ItemAddressLink } from "./item-address";
import { ConflictBox, ErrorSummary, type FieldProblem } from "./form-errors";
import { PublishingFields } from "./publishing-fields";
import { toInputTime } from "~/modules/dashboard/publishing";
import { useSiteTimeZone } from "~/utils/root-data";
import { ModalDialog } from "./modal-dialog";
import { PreviewLinks } from "./preview-links";
import { RequirementRows } from "./requirement-rows";
import { RestoreForm, RevisionHistory, auditEntityOf } from "./revision-history";
import { rowLabel } from "./row-text";

type Loose = Record<string, unknown>;
type FormValues = Record<string, string | string[]>;

function idOf(value: unknown): string {
  if (value && typeof value === "object") {
    const record = value as Loose;
    if ("id" in record) return String(record.id);
    if (typeof record.name === "string") return record.name;
  }
  return value === null || value === undefined ? "" : String(value);
}

export function defaultsFor(
  config: EntityConfig,
  item: Loose | null,
  timeZone: string,
): FormValues {
  if (!item) return {};
  const values: FormValues = { id: String(item.id) };
  // Sent back with the save, so a later change by someone else is not overwritten (ADR 0022).
  if (typeof item.updated_at === "string") values.updated_at = item.updated_at;
  if (config.workflow) {
    values.ar_status = typeof item.ar_status === "string" ? item.ar_status : "published";
    values.en_status = typeof item.en_status === "string" ? item.en_status : "published";
    values.publish_at = toInputTime(item.publish_at, timeZone);
  }
  for (const field of config.fields) {
    const raw = item[field.name];
    switch (field.kind) {
      case "images":
      case "password":
        break;
      case "requirements":
        values.ar_requirements = list(item.ar_requirements);
        values.en_requirements = list(item.en_requirements);
        break;
      case "multiselect":
        values[field.name] = Array.isArray(raw) ? raw.map(idOf) : [];
        break;
      case "select":
        values[field.name] = idOf(raw);
        break;
      default:
        values[field.name] = raw === null || raw === undefined ? "" : String(raw);
    }
  }
  return values;
}

function submits(config: EntityConfig) {
  return config.workflow
    ? [
        { intent: "draft", label: "publishing.save_draft", primary: false },
        { intent: "publish", label: "publishing.publish", primary: true },
      ]
    : [{ intent: "save", label: "form.save", primary: true }];
}

const SAVE_INTENTS = new Set(["save", "draft", "publish"]);

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : "")) : [];
}

export function SaveModal({
  config,
  modal,
  back,
  closeTo,
  locale,
}: {
  config: EntityConfig;
  modal: ModalData;
  back: string;
  closeTo: string;
  locale: string;
}) {
  const { t } = useTranslation("dashboard");
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state === "submitting";
  const timeZone = useSiteTimeZone();
  const isNew = modal.mode === "new";
  const [form, fields] = useForm<FormValues>({
    id: `${config.key}-form-${modal.item?.id ?? "new"}`,
    // Loader JSON loses the exact type; it is the action's own reply.
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: defaultsFor(config, modal.item, timeZone),
    shouldValidate: "onSubmit",
  });

  useEffect(() => {
    if (actionData?.toast) notify({ type: "error", message: actionData.toast });
  }, [actionData]);

  const what = t(`entities.${config.key}.one`);
  const title = isNew
    ? t("form.new_title", { what })
    : `${t("form.edit_title", { what })}: ${modal.item ? rowLabel(config, modal.item, locale) : ""}`;
  const hasImages = config.fields.some((field) => field.kind === "images");
  // As posted (a refused save re-renders with it), or the conflict's: saving again overwrites.
  const posted = fields.updated_at?.initialValue;
  const openedStamp =
    actionData?.conflict?.updated_at ?? (typeof posted === "string" ? posted : "");
  const formProps = getFormProps(form);

  // Spec §5 (job form): nothing is sent while an input is empty.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // The requirement rows' buttons post too.
    const saving = SAVE_INTENTS.has(submitter?.value ?? "save");
    // No save without the image meant (image-input.tsx).
    const refused = event.currentTarget.querySelector<HTMLElement>(".image-refused");
    if (saving && refused) {
      event.preventDefault();
      refused.closest(".field")?.querySelector<HTMLInputElement>("input[type=file]")?.focus();
      return;
    }
    if (config.requireAll && saving) {
      if (emptyInputs(config, new FormData(event.currentTarget)).length > 0) {
        event.preventDefault();
        notify({ type: "error", message: t("toast.complete_inputs") });
        return;
      }
    }
    formProps.onSubmit(event);
  }

  const problems: FieldProblem[] = config.fields.flatMap((field) => {
    if (field.kind === "requirements") {
      const message = fields.ar_requirements?.errors?.[0] ?? fields.en_requirements?.errors?.[0];
      const id = `${form.id}-requirements-error`;
      return message ? [{ id, label: t("fields.requirements"), message }] : [];
    }
    const meta = fields[field.name];
    const message = meta?.errors?.[0];
    if (!meta || !message) return [];
    const label =
      field.kind === "images" && field.multiple
        ? t("fields.images")
        : t(field.label ?? `fields.${field.name}`);
    return [{ id: meta.id, label, message }];
  });

  const requirementCount =
    actionData?.rows ??
    Math.max(
      1,
      list(fields.ar_requirements?.initialValue).length,
      list(fields.en_requirements?.initialValue).length,
    );

  const fieldInput = (field: FieldDef, extras?: PairExtras) =>
    field.kind === "requirements" ? (
      <RequirementRows
        key={`${field.name}-${requirementCount}-${actionData ? "r" : "i"}`}
        ar={list(fields.ar_requirements?.initialValue)}
        en={list(fields.en_requirements?.initialValue)}
        count={requirementCount}
        errors={[
          ...(fields.ar_requirements?.errors ?? []),
          ...(fields.en_requirements?.errors ?? []),
        ]}
        errorId={`${form.id}-requirements-error`}
      />
    ) : (
      <FieldInput
        key={field.name}
        field={field}
        meta={fields[field.name]}
        options={field.options ? modal.options[field.options] : undefined}
        item={modal.item}
        isNew={isNew}
        locale={locale}
        {...extras}
      />
    );

  const addresses = modal.addresses;
  const addressOf = addresses
    ? (lang: Lang) => <ItemAddressLink lang={lang} entry={addresses[lang]} />
    : undefined;

  return (
    <ModalDialog labelledBy={`${form.id}-title`} closeTo={closeTo} title={title}>
      <Form
        method="post"
        encType={hasImages ? "multipart/form-data" : undefined}
        {...formProps}
        onSubmit={onSubmit}
        preventScrollReset
        className="modal-form"
      >
        {/* First in the form: Enter in a field saves (implicit submission uses this button). */}
        <button
          type="submit"
          name="intent"
          value="save"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t("form.save")}
        </button>
        {modal.item ? <input type="hidden" name="id" value={modal.item.id} /> : null}
        {modal.item ? <input type="hidden" name="updated_at" value={openedStamp} /> : null}
        <input type="hidden" name="back" value={back} />
        <div className="modal-body">
          {actionData?.conflict ? (
            <ConflictBox conflict={actionData.conflict} locale={locale} />
          ) : null}
          <ErrorSummary
            id={form.errorId}
            formErrors={form.errors}
            fields={problems}
            filesChosen={Boolean(actionData?.filesChosen)}
            answer={actionData}
          />
          {actionData?.copied && actionData.filesChosen ? (
            <p className="form-notice">{t("form.files_again")}</p>
          ) : null}
          <div className="form-grid">
            {fieldRows(config.fields).map((row) =>
              row.kind === "pair" ? (
                <FieldPairRow
                  key={row.pair.base}
                  pair={row.pair}
                  copied={actionData?.copied}
                  idOf={(name) => fields[name]?.id ?? name}
                  render={fieldInput}
                  after={row.pair.base === "name" ? addressOf : undefined}
                />
              ) : (
                fieldInput(row.field)
              ),
            )}
          </div>
          {config.workflow ? (
            <PublishingFields
              status={{ ar: fields.ar_status, en: fields.en_status }}
              publishAt={fields.publish_at}
            />
          ) : null}
          {modal.previews ? <PreviewLinks links={modal.previews} /> : null}
          {modal.history && modal.item ? (
            <RevisionHistory
              history={modal.history}
              id={modal.item.id}
              entity={auditEntityOf(config.key)}
              back={back}
              locale={locale}
            />
          ) : null}
        </div>
        <footer className="modal-footer">
          <Link to={closeTo} preventScrollReset className="button button-outline">
            {t("form.cancel")}
          </Link>
          {submits(config).map((submit) => (
            <button
              key={submit.intent}
              type="submit"
              name="intent"
              value={submit.intent}
              className={`button ${submit.primary ? "button-primary" : "button-outline"}`}
              disabled={busy}
            >
              {t(submit.label)}
            </button>
          ))}
        </footer>
      </Form>
      {modal.history && modal.item ? <RestoreForm id={modal.item.id} back={back} /> : null}
    </ModalDialog>
  );
}
