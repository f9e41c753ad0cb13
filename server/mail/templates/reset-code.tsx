// Spec §7 password/forgot.
import { t, type Lang } from "../../i18n/index.js";
import { languages, renderMail } from "../compose.js";
import type { MailBrand } from "../brand.js";
import { Ltr, MailLayout, Para, Title } from "./layout.js";

export function resetCodeMail(to: string, lang: Lang, code: string, brand: MailBrand) {
  const subject = t(lang, "mail_subject_reset");
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(lang)} preview={subject} brand={brand}>
      {(section) => (
        <>
          <Title>{t(section, "mail_reset_title")}</Title>
          <Para>{t(section, "mail_reset_intro")}</Para>
          <Para>
            <strong style={{ fontSize: 28, letterSpacing: 6 }}>
              <Ltr>{code}</Ltr>
            </strong>
          </Para>
          <Para muted>{t(section, "mail_reset_note")}</Para>
        </>
      )}
    </MailLayout>,
  );
}
