// The reply, written in one language, appears once, in the sender's section (ADR 0013).
import type { InboxTable } from "../../db/types.js";
import { t, type Lang } from "../../i18n/index.js";
import type { MailBrand } from "../brand.js";
import { languages, renderMail } from "../compose.js";
import { MailLayout, Para, Title, Typed } from "./layout.js";

export type ReplyInput = {
  to: string;
  lang: Lang;
  id: number;
  kind: InboxTable;
  name: string | null;
  body: string;
  /** The mail says "reply to this email": the answer must reach the company (ADR 0024). */
  replyTo: string;
};

export function replyMail(r: ReplyInput, brand: MailBrand) {
  const key = r.kind === "contact_messages" ? "mail_reply_contact" : "mail_reply_request";
  const subject = t(r.lang, `${key}_subject`, { id: r.id });
  return renderMail(
    r.to,
    subject,
    <MailLayout langs={languages(r.lang)} preview={subject} brand={brand}>
      {(lang) => (
        <>
          <Title>{t(lang, `${key}_subject`, { id: r.id })}</Title>
          <Para>
            {r.name
              ? t(lang, "mail_receipt_hello", { name: r.name })
              : t(lang, "mail_receipt_hello_anonymous")}
          </Para>
          {lang === r.lang ? (
            <>
              <Para>{t(lang, "mail_reply_intro", { brand: brand.name[lang] })}</Para>
              <Typed text={r.body} />
            </>
          ) : (
            <Para>{t(lang, "mail_reply_other_language")}</Para>
          )}
          <Para muted>{t(lang, "mail_reply_answer")}</Para>
        </>
      )}
    </MailLayout>,
    r.replyTo,
  );
}
