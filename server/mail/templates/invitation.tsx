// A staff invitation (docs/conventions.md, "Staff invitations"): both languages, the inviting
// request's first (ADR 0013). The link only from PUBLIC_URL, never from a request's Host, like
// the reset mail's (ADR 0021); without it the mail says which page takes the code.
import { t, type Lang } from "../../i18n/index.js";
import type { InvitedRole } from "../../db/invitation-types.js";
import type { MailBrand } from "../brand.js";
import { languages, renderMail } from "../compose.js";
import { formatSent, roleName } from "./format.js";
import { Ltr, MailLayout, Para, Title } from "./layout.js";

export type InvitationMail = {
  code: string;
  link: string | null;
  role: InvitedRole;
  inviter: string;
  expiresAt: string;
};

export function invitationMail(to: string, lang: Lang, invite: InvitationMail, brand: MailBrand) {
  const subject = t(lang, "mail_subject_invitation");
  return renderMail(
    to,
    subject,
    <MailLayout langs={languages(lang)} preview={subject} brand={brand}>
      {(section) => (
        <>
          <Title>
            {t(section, "mail_invitation_title", {
              inviter: invite.inviter,
              role: roleName(section, invite.role),
            })}
          </Title>
          {invite.link ? (
            <Para>
              <a href={invite.link} style={{ color: "#4338ca", fontWeight: 600 }}>
                {t(section, "mail_invitation_link")}
              </a>
            </Para>
          ) : null}
          <Para>
            {t(section, invite.link ? "mail_invitation_or_code" : "mail_invitation_where")}
          </Para>
          <Para>
            <strong style={{ fontSize: 18, letterSpacing: 2 }}>
              <Ltr>{invite.code}</Ltr>
            </strong>
          </Para>
          <Para muted>
            {t(section, "mail_invitation_note", { date: formatSent(section, invite.expiresAt) })}
          </Para>
        </>
      )}
    </MailLayout>,
  );
}
