import { LtrValue, TextWithLtrValue } from "~/components/ltr-value";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { FieldErrors, FormErrors } from "~/components/forms/form-parts";
import { FormProtection } from "~/modules/form-protection/form-protection";
import { forgetStatistics } from "~/modules/dashboard/statistics.server";
import { checkFormProtection } from "~/modules/form-protection/form-protection.server";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import { CONTACT_FIELDS, CONTACT_REASONS, contactSchema } from "~/modules/public-forms/contact";
import { requireSameOrigin } from "~/modules/security/same-origin.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { useRootData } from "~/utils/root-data";
import { readFormData } from "~/modules/http/form-body.server";

export const handle = { i18n: ["common", "forms"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getServerT(await getLocale(request), "forms");
  return json({ title: t("contact.meta_title"), description: t("contact.meta_description") });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title },
  { name: "description", content: data?.description },
];

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const t = await getServerT(await getLocale(request), "forms");
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: contactSchema(t) });
  const protection = await checkFormProtection(request, formData, { form: "contact" });
  if (!protection.ok) {
    // The typed values come back with the message (and the challenge question, ADR 0009).
    return json(
      {
        result: submission.reply({ formErrors: [protection.message] }),
        challenge: protection.challenge,
      },
      { status: protection.status },
    );
  }
  if (submission.status !== "success") {
    return json({ result: submission.reply(), challenge: null }, { status: 400 });
  }
  const answer = await providerFetch<{ message?: string }>({
    request,
    path: "contact_us",
    method: "POST",
    body: submission.value,
  });
  if (!answer.ok) {
    const errors = toConformErrors(answer.error, CONTACT_FIELDS);
    return json(
      { result: submission.reply(errors), challenge: null },
      { status: answer.error.status >= 400 ? answer.error.status : 503 },
    );
  }
  // A new unread message: the admin menus' count must not wait for the statistics memory.
  forgetStatistics();
  // Post/redirect/get: a reload does not send the message twice; the toast survives the redirect.
  return redirectWithToast(
    "/contact_us",
    { type: "success", message: answer.body.message || t("contact.success") },
    {},
    request,
  );
}

export default function ContactPage() {
  const { t } = useTranslation("forms");
  const { t: common } = useTranslation();
  const toast = useRootData()?.toast;
  // A success toast comes with a fresh id after the redirect: a new form, empty, with JS too.
  const formKey = toast?.type === "success" ? toast.id : "contact";
  return (
    <div className="container contact-page">
      <header className="page-intro">
        {/* .eyebrow is the pale label of the dark bands; on the page's white, the section one. */}
        <p className="section-eyebrow">{t("contact.eyebrow")}</p>
        <h1>{t("contact.title")}</h1>
        <p className="lead">{t("contact.intro")}</p>
      </header>
      <div className="contact-grid">
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("contact.form_title")}</h2>
          <ContactForm key={formKey} />
        </section>
        <aside className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t("contact.details_title")}</h2>
          <p>{t("contact.details_text")}</p>
          <dl>
            <dt>{common("footer.email_label")}</dt>
            <dd>
              <LtrValue>{common("footer.email")}</LtrValue>
            </dd>
            <dt>{common("footer.phone_label")}</dt>
            <dd>
              <LtrValue>{common("footer.phone_1")}</LtrValue>
            </dd>
            <dd>
              <LtrValue>{common("footer.phone_2")}</LtrValue>
            </dd>
          </dl>
          <p className="contact-hours">{t("contact.hours")}</p>
        </aside>
      </div>
    </div>
  );
}

function ContactForm() {
  const { t } = useTranslation("forms");
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const schema = useMemo(() => contactSchema(t), [t]);
  const [form, fields] = useForm({
    id: "contact",
    lastResult: data?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t("contact.sending") : t("contact.send")}
        </button>
      </Form>
    </>
  );
}
