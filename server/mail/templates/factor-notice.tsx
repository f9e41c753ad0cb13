// Names what changed and when, never a code or a secret.
import { t, type Lang, type MessageKey } from "../../i18n/index.js";
import { languages, renderMail } from "../compose.js";
import type { MailBrand } from "../brand.js";
import { Ltr, MailLayout, Para, Title } from "./layout.js";

export type FactorEvent =
  "totp_on" | "totp_off" | "recovery_regenerated" | "passkey_added" | "passkey_removed";

const TEXT: Record<FactorEvent, MessageKey> = {
  totp_on: "mail_factor_totp_on",
  totp_off: "mail_factor_totp_off",
  recovery_regenerated: "mail_factor_recovery",
  passkey_added: "mail_factor_passkey_added",
  passkey_removed: "mail_factor_passkey_removed",
};

export function factorNoticeMail(
  to: string,
  lang: Lang,
  event: FactorEvent,
  brand: MailBrand,
  detail: { passkey?: string; at?: string } = {},
) {
  const subject = t(lang, "mail_subject_factor");
  const at = detail.at ?? new Date().toISOString();
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(lang)} preview={subject} brand={brand}>
      {(section) => (
        <>
          <Title>{t(section, "mail_factor_title")}</Title>
          <Para>
            {t(section, TEXT[event])}
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
