// Anyone can type any address into a form, so a receipt echoes nothing the visitor wrote but the
// name (ADR 0013).
import type { ServiceRequestType } from "../../db/types.js";
import { t, type Lang, type MessageKey } from "../../i18n/index.js";
import { languages, renderMail } from "../compose.js";
import { typeName } from "./format.js";
import type { MailBrand } from "../brand.js";
import { MailLayout, Para, Title } from "./layout.js";

type Receipt = { to: string; lang: Lang; id: number; name?: string };

function receiptMail(
  r: Receipt,
  brand: MailBrand,
  title: MessageKey,
  body: (lang: Lang) => string,
) {
  const subject = t(r.lang, title);
  return renderMail(
    r.to,
    subject,
    <MailLayout langs={languages(r.lang)} preview={subject} brand={brand}>
      {(lang) => (
        <>
          <Title>{t(lang, title)}</Title>
          <Para>
            {r.name
              ? t(lang, "mail_receipt_hello", { name: r.name })
              : t(lang, "mail_receipt_hello_anonymous")}
          </Para>
          <Para>{body(lang)}</Para>
          <Para>{t(lang, "mail_receipt_reference", { id: r.id })}</Para>
          <Para muted>{t(lang, "mail_receipt_not_you")}</Para>
        </>
      )}
    </MailLayout>,
  );
}

export function contactReceiptMail(r: Receipt, brand: MailBrand) {
  return receiptMail(r, brand, "mail_receipt_contact_subject", (lang) =>
    t(lang, "mail_receipt_contact_body", { brand: brand.name[lang] }),
  );
}

export function requestReceiptMail(r: Receipt & { type: ServiceRequestType }, brand: MailBrand) {
  return receiptMail(r, brand, "mail_receipt_request_subject", (lang) =>
    t(lang, "mail_receipt_request_body", { type: typeName(lang, r.type) }),
  );
}
