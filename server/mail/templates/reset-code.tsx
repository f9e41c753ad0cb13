// Spec §7 password/forgot; the link (only with PUBLIC_URL) opens the new-password page filled
// in, and the code typed by hand works the same (ADR 0021).
import { t, type Lang } from "../../i18n/index.js";
import { languages, renderMail } from "../compose.js";
import type { MailBrand } from "../brand.js";
import { Ltr, MailLayout, Para, Title } from "./layout.js";

export type ResetMail = { code: string; link: string | null };

export function resetCodeMail(to: string, lang: Lang, reset: ResetMail, brand: MailBrand) {
  const subject = t(lang, "mail_subject_reset");
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(lang)} preview={subject} brand={brand}>
      {(section) => (
        <>
          <Title>{t(section, "mail_reset_title")}</Title>
          {reset.link ? (
            <Para>
              <a href={reset.link} style={{ color: "#4338ca", fontWeight: 600 }}>
                {t(section, "mail_reset_link")}
              </a>
            </Para>
          ) : null}
          <Para>{t(section, reset.link ? "mail_reset_or_code" : "mail_reset_intro")}</Para>
          <Para>
            <strong style={{ fontSize: 24, letterSpacing: 3 }}>
              <Ltr>{reset.code}</Ltr>
            </strong>
          </Para>
          <Para muted>{t(section, "mail_reset_note")}</Para>
        </>
      )}
    </MailLayout>,
  );
}
