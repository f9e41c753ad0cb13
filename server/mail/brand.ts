// Read when the mail is built, so a saved settings change shows in the next mail.
import { isEmail } from "../../core/validation/rules.js";
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

/** Where a visitor's answer to our mail goes: the company's address from the settings, else the
 * staff's (STAFF_EMAIL), never the From address nobody reads (ADR 0024). */
export function companyAddress(brand: MailBrand, fallback: string): string {
  return isEmail(brand.email) ? brand.email : fallback;
}
