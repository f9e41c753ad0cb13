// Both languages, the request's first (ADR 0013); each says what to do if it was not them.
import { t, type Lang } from "../../i18n/index.js";
import type { MailBrand } from "../brand.js";
import { languages, renderMail } from "../compose.js";
import type { Role } from "../../db/types.js";
import { formatSent, roleName } from "./format.js";
import { Ltr, MailLayout, Para, Title } from "./layout.js";

export function passwordChangedMail(to: string, lang: Lang, when: string, brand: MailBrand) {
  const subject = t(lang, "mail_password_changed_subject");
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(lang)} preview={subject} brand={brand}>
      {(section) => (
        <>
          <Title>{t(section, "mail_password_changed_title")}</Title>
          <Para>
            {t(section, "mail_password_changed_body", { when: formatSent(section, when) })}
          </Para>
          <Para muted>{t(section, "mail_not_you")}</Para>
        </>
      )}
    </MailLayout>,
  );
}

export function sessionsEndedMail(
  to: string,
  lang: Lang,
  when: string,
  sessions: string[],
  brand: MailBrand,
) {
  const subject = t(lang, "mail_sessions_ended_subject");
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(lang)} preview={subject} brand={brand}>
      {(section) => (
        <>
          <Title>{t(section, "mail_sessions_ended_title")}</Title>
          <Para>
            {t(section, "mail_sessions_ended_body", {
              when: formatSent(section, when),
              count: sessions.length,
            })}
          </Para>
          {sessions.map((session, i) => (
            <Para key={i}>
              <Ltr>{session}</Ltr>
            </Para>
          ))}
          <Para muted>{t(section, "mail_not_you")}</Para>
        </>
      )}
    </MailLayout>,
  );
}

export function roleChangedMail(to: string, lang: Lang, role: Role, brand: MailBrand) {
  const subject = t(lang, "mail_role_changed_subject");
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(lang)} preview={subject} brand={brand}>
      {(section) => (
        <>
          <Title>{t(section, "mail_role_changed_title")}</Title>
          <Para>{t(section, "mail_role_changed_body", { role: roleName(section, role) })}</Para>
          <Para muted>{t(section, "mail_role_not_expected")}</Para>
        </>
      )}
    </MailLayout>,
  );
}
