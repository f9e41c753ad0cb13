// A staff reply from the dashboard's inbox, to the address the sender gave (or their account's).
// Both languages frame it, the sender's first (docs/decisions/0013); the reply itself, written in
// one language by the admin, appears once, in the sender's section.
import type { InboxTable } from "../../db/types.js";
import { t, type Lang } from "../../i18n/index.js";
import type { MailBrand } from "../brand.js";
import { languages, renderMail } from "../compose.js";
import { MailLayout, Para, Title, Typed } from "./layout.js";

export type ReplyInput = {
  to: string;
  /** The language the message or request was sent in. */
  lang: Lang;
  id: number;
  kind: InboxTable;
  name: string | null;
  body: string;
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
  );
}
