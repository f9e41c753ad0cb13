// Spec §5.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { FieldErrors, FormErrors } from "~/components/forms/form-parts";
import { keepFieldFocus } from "~/components/forms/keep-field-focus";
import { TextWithLtrValue } from "~/components/ltr-value";
import { FormProtection } from "~/modules/form-protection/form-protection";
import { useTranslation } from "~/modules/i18n/react";
import { CONTACT_REASONS, contactSchema } from "~/modules/public-forms/contact";
import { formConstraint, parseForm } from "~/modules/validation/form-schema";
import type { contactAction } from "~/modules/public-forms/contact-action.server";

export function ContactForm() {
  const { t } = useTranslation("forms");
  const data = useActionData<typeof contactAction>();
  const navigation = useNavigation();
  const schema = useMemo(() => contactSchema(t), [t]);
  const [form, fields] = useForm({
    id: "contact",
    lastResult: data?.result,
    constraint: formConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact_us";
  const text = (name: "name" | "email" | "phone", type: "text" | "email" | "tel", auto: string) => {
    const meta = fields[name];
    const hintId = name === "phone" ? `${meta.id}-hint` : undefined;
    const props = getInputProps(meta, { type, ariaDescribedBy: hintId });
    return (
      <div className="field">
        <label htmlFor={meta.id}>{t(`contact.${name}`)}</label>
        <input {...props} key={props.key} autoComplete={auto} />
        {hintId ? (
          <p id={hintId} className="field-hint">
            <TextWithLtrValue
              text={t("contact.phone_hint")}
              name="example"
              value={t("contact.phone_example")}
            />
          </p>
        ) : null}
        <FieldErrors id={meta.errorId} errors={meta.errors} />
      </div>
    );
  };
  const reason = getSelectProps(fields.contact_reason);
  const info = getTextareaProps(fields.info);
  return (
    <>
      <FormErrors errors={form.errors} resultKey={data} />
      <Form method="post" action="/contact_us" className="public-form" {...getFormProps(form)}>
        <FormProtection challenge={data?.challenge} />
        {text("name", "text", "name")}
        {text("email", "email", "email")}
        {text("phone", "tel", "tel")}
        <div className="field">
          <label htmlFor={fields.contact_reason.id}>{t("contact.contact_reason")}</label>
          <select {...reason} key={reason.key}>
            <option value="">{t("contact.reason_placeholder")}</option>
            {CONTACT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`contact.reasons.${value}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.contact_reason.errorId} errors={fields.contact_reason.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.info.id}>{t("contact.info")}</label>
          <textarea {...info} key={info.key} rows={6} />
          <FieldErrors id={fields.info.errorId} errors={fields.info.errors} />
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={sending}
          onMouseDown={keepFieldFocus}
        >
          {sending ? t("contact.sending") : t("contact.send")}
        </button>
      </Form>
    </>
  );
}
