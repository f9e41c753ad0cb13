// Names what changed and when, never a code or a secret.
import { t, type Lang, type MessageKey } from "../../i18n/index.js";
import { languages, renderMail } from "../compose.js";
import type { MailBrand } from "../brand.js";
import { Ltr, MailLayout, Para, Title } from "./layout.js";

export type FactorEvent =
  | "totp_on"
  | "totp_off"
  | "recovery_regenerated"
  | "passkey_added"
  | "passkey_removed"
  | "codes_locked";

const TEXT: Record<FactorEvent, MessageKey> = {
  totp_on: "mail_factor_totp_on",
  totp_off: "mail_factor_totp_off",
  recovery_regenerated: "mail_factor_recovery",
  passkey_added: "mail_factor_passkey_added",
  passkey_removed: "mail_factor_passkey_removed",
  codes_locked: "mail_factor_locked",
};

/** A warning, not a change: its own subject and title. */
const HEADINGS: Partial<Record<FactorEvent, { subject: MessageKey; title: MessageKey }>> = {
  codes_locked: { subject: "mail_subject_factor_locked", title: "mail_factor_locked_title" },
};

export function factorNoticeMail(
  to: string,
  lang: Lang,
  event: FactorEvent,
  brand: MailBrand,
  detail: { passkey?: string; at?: string; params?: Record<string, number> } = {},
) {
  const headings = HEADINGS[event] ?? {
    subject: "mail_subject_factor",
    title: "mail_factor_title",
  };
  const subject = t(lang, headings.subject);
  const at = detail.at ?? new Date().toISOString();
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(lang)} preview={subject} brand={brand}>
      {(section) => (
        <>
          <Title>{t(section, headings.title)}</Title>
          <Para>
            {t(section, TEXT[event], detail.params)}
            {detail.passkey ? (
              <>
                {" "}
                <strong>«{detail.passkey}»</strong>
              </>
            ) : null}
          </Para>
          <Para muted>
            <Ltr>{at.replace("T", " ").slice(0, 16)}</Ltr> {t(section, "mail_utc")}
          </Para>
          <Para muted>{t(section, "mail_factor_not_you")}</Para>
        </>
      )}
    </MailLayout>,
  );
}
