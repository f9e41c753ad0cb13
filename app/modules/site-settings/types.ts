// Shared with components, so it holds no server code.
import type { Language } from "~/modules/i18n/config";
import type { SiteSettings } from "~/modules/provider/types";
import { normalizeDigits } from "~core/validation/digits";
import { timeZoneOr } from "~core/time/zone";
import { mailtoHref, telHref, whatsappHref } from "./contact-links";

export type { SiteSettings };

export const SOCIAL_NETWORKS = ["linkedin", "x", "facebook", "instagram", "github"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** As shown, and the address that opens it (the links are built here, not in the page's script). */
export type ContactValue = { text: string; href: string };

export type SiteDetails = {
  name: string;
  description: string;
  tagline: string;
  /** Working hours as the company writes them; null when not given. */
  hours: string | null;
  /** Uploaded pictures' paths; null: the built-in ones (public/brand). */
  logo: string | null;
  favicon: string | null;
  email: ContactValue;
  phones: ContactValue[];
  whatsapp: ContactValue | null;
  address: string | null;
  social: { network: SocialNetwork; href: string }[];
  stats: { clients: string; projects: string; support: string };
  claims: string[];
  /** Where the dashboard's schedules are typed and shown (core/time/zone.ts). */
  timeZone: string;
};

export function siteDetails(settings: SiteSettings, language: Language): SiteDetails {
  const ar = language === "ar";
  return {
    name: ar ? settings.ar_company_name : settings.en_company_name,
    description: ar ? settings.ar_description : settings.en_description,
    tagline: ar ? settings.ar_tagline : settings.en_tagline,
    hours: (ar ? settings.ar_hours : settings.en_hours) || null,
    logo: settings.logo || null,
    favicon: settings.favicon || null,
    email: { text: settings.email, href: mailtoHref(settings.email) },
    phones: [settings.phone, settings.phone2]
      .filter(Boolean)
      .map((phone) => ({ text: phone, href: telHref(phone) })),
    whatsapp: settings.whatsapp
      ? { text: settings.whatsapp, href: whatsappHref(settings.whatsapp) }
      : null,
    address: (ar ? settings.ar_address : settings.en_address) || null,
    social: SOCIAL_NETWORKS.filter((network) => settings[network]).map((network) => ({
      network,
      href: settings[network],
    })),
    // Figures saved before their digits were folded, too (form.ts).
    stats: {
      clients: normalizeDigits(settings.stat_clients),
      projects: normalizeDigits(settings.stat_projects),
      support: normalizeDigits(settings.stat_support),
    },
    claims: ar ? settings.ar_claims : settings.en_claims,
    timeZone: timeZoneOr(settings.time_zone),
  };
}
