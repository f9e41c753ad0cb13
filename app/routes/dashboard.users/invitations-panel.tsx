// The users screen's invite form and pending invitations; plain posts, so both work without
// JavaScript (the messages by the field come back in the action's answer).
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { formatDate } from "~/modules/dashboard/format";
import { INVITED_ROLES, type Invitation } from "~/modules/provider/types";
import { formConstraint, parseForm } from "~/modules/validation/form-schema";
import { inviteSchema } from "./invite-schema";

const ACTION = "/dashboard/users?invitations";

export function InvitationsPanel({
  invitations,
  lastResult,
  locale,
}: {
  invitations: Invitation[];
  lastResult: SubmissionResult<string[]> | undefined;
  locale: string;
}) {
  const { t } = useTranslation("dashboard");
  const schema = inviteSchema(t);
  const [form, fields] = useForm({
    id: "invite",
    lastResult,
    constraint: formConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const email = getInputProps(fields.email, { type: "email" });
  const role = getSelectProps(fields.role);
  return (
    <section
      className="admin-panel invitations-panel"
      id="invitations"
      aria-labelledby="invitations-title"
      data-testid="invitations"
    >
      <h2 id="invitations-title">{t("invitations.title")}</h2>
      <p className="admin-lead">{t("invitations.lead")}</p>
      <Form method="post" action={ACTION} className="invite-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="invite" />
        <div className="field">
          <label htmlFor={fields.email.id} className="field-label">
            {t("invitations.email")}
          </label>
          <input {...email} key={email.key} dir="ltr" autoComplete="off" />
          {fields.email.errors ? (
            <p id={fields.email.errorId} className="field-error" role="alert">
              {fields.email.errors.join(", ")}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={fields.role.id} className="field-label">
            {t("invitations.role")}
          </label>
          <select {...role} key={role.key} defaultValue={role.defaultValue ?? "editor"}>
            {INVITED_ROLES.map((name) => (
              <option key={name} value={name}>
                {t(`roles.${name}`)}
              </option>
            ))}
          </select>
          {fields.role.errors ? (
            <p id={fields.role.errorId} className="field-error" role="alert">
              {fields.role.errors.join(", ")}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-primary">
          {t("invitations.submit")}
        </button>
      </Form>
      <h3 className="invitations-pending">{t("invitations.pending")}</h3>
      {invitations.length === 0 ? (
        <p className="admin-empty" role="status">
          {t("invitations.empty")}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="invitations-table">
            <thead>
              <tr>
                <th scope="col">{t("invitations.email")}</th>
                <th scope="col">{t("invitations.role")}</th>
                <th scope="col">{t("invitations.invited_by")}</th>
                <th scope="col">{t("invitations.sent")}</th>
                <th scope="col">{t("invitations.expires")}</th>
                <th scope="col" className="col-actions">
                  <span className="visually-hidden">{t("invitations.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("invitations.email")}>
                    <bdi dir="ltr">{row.email}</bdi>
                  </td>
                  <td data-label={t("invitations.role")}>{t(`roles.${row.role}`)}</td>
                  <td data-label={t("invitations.invited_by")}>
                    <bdi>{row.invited_by.username}</bdi>
                  </td>
                  <td data-label={t("invitations.sent")}>
                    <time dateTime={row.created_at}>
                      {formatDate(row.created_at, locale, true)}
                    </time>
                  </td>
                  <td data-label={t("invitations.expires")}>
                    <time dateTime={row.expires_at}>
                      {formatDate(row.expires_at, locale, true)}
                    </time>
                  </td>
                  <td className="col-actions">
                    <Form method="post" action={ACTION} preventScrollReset>
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        className="button button-ghost button-small button-danger-text"
                        aria-label={t("invitations.withdraw_label", { email: row.email })}
                      >
                        {t("invitations.withdraw")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
