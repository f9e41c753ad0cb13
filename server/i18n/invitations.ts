// The staff invitations' messages (routes/invitations.ts, mail/templates/invitation.tsx), kept
// apart so that en.ts and ar.ts stay readable; both carry the same keys (checked by the type).
export const enInvitations = {
  invitation_sent: "Invitation sent to {email}.",
  invitation_withdrawn_done: "The invitation was withdrawn.",
  invitation_has_account: "This email already has an account.",
  invitation_pending: "This email already has a pending invitation.",
  invitation_not_pending: "This invitation is no longer pending.",
  invitation_invalid: "This invitation code is not valid. Check the link or the code you typed.",
  invitation_expired: "This invitation has expired. Ask the person who invited you for a new one.",
  invitation_withdrawn:
    "This invitation was withdrawn. Ask the person who invited you for a new one.",
  invitation_used: "This invitation has already been used. Log in with your email and password.",
  invitation_accepted: "Welcome, {name}! Your account is ready.",
  mail_subject_invitation: "You are invited to the dashboard",
  mail_invitation_title: "{inviter} invited you to the dashboard as {role}",
  mail_invitation_link: "Accept the invitation",
  mail_invitation_or_code: "Or open the invitation page and type this code:",
  mail_invitation_where: "Open the page /auth/invitation of our website and type this code:",
  mail_invitation_note:
    "The invitation works once and until {date}. If you did not expect it, you can ignore this mail.",
};

export const arInvitations: Record<keyof typeof enInvitations, string> = {
  invitation_sent: "أُرسلت الدعوة إلى {email}.",
  invitation_withdrawn_done: "سُحبت الدعوة.",
  invitation_has_account: "لهذا البريد الإلكتروني حساب بالفعل.",
  invitation_pending: "لهذا البريد الإلكتروني دعوة قائمة بالفعل.",
  invitation_not_pending: "لم تعد هذه الدعوة قائمة.",
  invitation_invalid: "رمز الدعوة هذا غير صالح. تحقّق من الرابط أو من الرمز الذي كتبته.",
  invitation_expired: "انتهت صلاحية هذه الدعوة. اطلب دعوة جديدة ممن دعاك.",
  invitation_withdrawn: "سُحبت هذه الدعوة. اطلب دعوة جديدة ممن دعاك.",
  invitation_used: "استُخدمت هذه الدعوة من قبل. سجّل الدخول ببريدك الإلكتروني وكلمة المرور.",
  invitation_accepted: "أهلًا {name}! حسابك جاهز.",
  mail_subject_invitation: "دعوة إلى لوحة التحكم",
  mail_invitation_title: "دعاك {inviter} إلى لوحة التحكم بصفة {role}",
  mail_invitation_link: "قبول الدعوة",
  mail_invitation_or_code: "أو افتح صفحة الدعوة واكتب هذا الرمز:",
  mail_invitation_where: "افتح الصفحة ‎/auth/invitation‎ في موقعنا واكتب هذا الرمز:",
  mail_invitation_note: "تصلح الدعوة مرة واحدة حتى {date}. إن لم تكن تتوقعها فتجاهل هذه الرسالة.",
};
