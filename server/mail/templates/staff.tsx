// The visitor's language first so the reply can start in it.
import type { ServiceRequestType } from "../../db/types.js";
import { fieldLabel, t, type Lang } from "../../i18n/index.js";
import { languages, renderMail } from "../compose.js";
import { fileInfo, formatSent, reasonName, typeName, type MailFile } from "./format.js";
import type { MailBrand } from "../brand.js";
import { Fields, Ltr, MailLayout, Para, Title, Typed } from "./layout.js";

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  reason: string;
  info: string;
  createdAt: string;
  lang: Lang;
};

export type ServiceRequest = {
  id: number;
  type: ServiceRequestType;
  info: string;
  createdAt: string;
  lang: Lang;
  file?: MailFile;
  account?: { username: string; email: string };
  /** What the form gave, else the account's (server/routes/messages.ts). */
  sender: { name: string | null; email: string | null; phone: string | null };
};

export function contactStaffMail(to: string, m: ContactMessage, brand: MailBrand) {
  const subject = t(m.lang, "mail_contact_staff_subject", {
    id: m.id,
    reason: reasonName(m.lang, m.reason),
  });
  return renderMail(
    to,
    subject,
    <MailLayout
      langs={languages(m.lang)}
      preview={`${m.name}: ${reasonName(m.lang, m.reason)}`}
      brand={brand}
    >
      {(lang) => (
        <>
          <Title>{t(lang, "mail_contact_staff_title")}</Title>
          <Fields
            lang={lang}
            rows={[
              [fieldLabel(lang, "name"), m.name],
              [fieldLabel(lang, "email"), <Ltr key="e">{m.email}</Ltr>],
              [fieldLabel(lang, "phone"), m.phone && <Ltr key="p">{m.phone}</Ltr>],
              [t(lang, "mail_field_reason"), reasonName(lang, m.reason)],
              [t(lang, "mail_field_sent"), formatSent(lang, m.createdAt)],
              [t(lang, "mail_field_language"), t(m.lang, "mail_language")],
            ]}
          />
          <Para>
            <strong>{t(lang, "mail_field_message")}:</strong>
          </Para>
          <Typed text={m.info} />
        </>
      )}
    </MailLayout>,
    // The staff's answer goes to the visitor (ADR 0024).
    m.email,
  );
}

export function requestStaffMail(to: string, r: ServiceRequest, brand: MailBrand) {
  const subject = t(r.lang, "mail_request_staff_subject", {
    id: r.id,
    type: typeName(r.lang, r.type),
  });
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(r.lang)} preview={subject} brand={brand}>
      {(lang) => (
        <>
          <Title>{t(lang, "mail_request_staff_title")}</Title>
          <Fields
            lang={lang}
            rows={[
              [t(lang, "mail_field_type"), typeName(lang, r.type)],
              [fieldLabel(lang, "name"), r.sender.name],
              [fieldLabel(lang, "email"), r.sender.email && <Ltr key="e">{r.sender.email}</Ltr>],
              [fieldLabel(lang, "phone"), r.sender.phone && <Ltr key="p">{r.sender.phone}</Ltr>],
              [t(lang, "mail_field_sent"), formatSent(lang, r.createdAt)],
              [t(lang, "mail_field_language"), t(r.lang, "mail_language")],
              [
                t(lang, "mail_field_account"),
                r.account && (
                  <Ltr key="a">
                    {r.account.username} &lt;{r.account.email}&gt;
                  </Ltr>
                ),
              ],
              [t(lang, "mail_field_file"), fileInfo(lang, r.file)],
            ]}
          />
          <Para>
            <strong>{t(lang, "mail_field_details")}:</strong>
          </Para>
          <Typed text={r.info} />
          <Para muted>{t(lang, "mail_inbox_hint")}</Para>
        </>
      )}
    </MailLayout>,
    r.sender.email,
  );
}
