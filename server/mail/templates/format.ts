import { isContactReason } from "../../../core/public-forms/contact-reasons.js";
import type { Role, ServiceRequestType } from "../../db/types.js";
import { t, type Lang } from "../../i18n/index.js";

/** A stored time (ISO, UTC) as a date and time; Latin digits in both languages, like the site. */
export function formatSent(lang: Lang, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
  return `${text} ${t(lang, "mail_utc")}`;
}

const ROLE_NAMES = { admin: "role_admin", editor: "role_editor", user: "role_user" } as const;

export function roleName(lang: Lang, role: Role): string {
  return t(lang, ROLE_NAMES[role]);
}

export function typeName(lang: Lang, type: ServiceRequestType): string {
  return t(lang, `mail_type_${type}`);
}

/** The form's reasons are keys (ADR 0024); a reason some other caller wrote is shown as written. */
export function reasonName(lang: Lang, reason: string): string {
  return isContactReason(reason) ? t(lang, `mail_reason_${reason}`) : reason;
}

export type MailFile = { name: string; mime: string; size: number };

export function fileInfo(lang: Lang, file: MailFile | undefined): string | null {
  if (!file) return null;
  const size = Math.max(1, Math.round(file.size / 1024));
  return t(lang, "mail_file_info", { name: file.name, size, mime: file.mime });
}
