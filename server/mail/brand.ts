// Read when the mail is built, so a saved settings change shows in the next mail.
import type { Db } from "../db/index.js";
import type { Lang } from "../i18n/index.js";
import type { SiteSettings } from "../settings/fields.js";
import { readSettings } from "../settings/store.js";

export type MailBrand = { name: Record<Lang, string>; email: string; phone: string };

export function mailBrand(settings: SiteSettings): MailBrand {
  return {
    name: { ar: settings.ar_company_name, en: settings.en_company_name },
    email: settings.email,
    phone: settings.phone,
  };
}

export async function readMailBrand(db: Db): Promise<MailBrand> {
  return mailBrand(await readSettings(db));
}
