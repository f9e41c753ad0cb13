// Shared with components, so it holds no server code.
import type { Language } from "~/modules/i18n/config";
import type { SiteSettings } from "~/modules/provider/types";

export type { SiteSettings };

export const SOCIAL_NETWORKS = ["linkedin", "x", "facebook", "instagram", "github"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type SiteDetails = {
  name: string;
  description: string;
  email: string;
  phones: string[];
  whatsapp: string | null;
  address: string | null;
  social: { network: SocialNetwork; href: string }[];
  stats: { clients: string; projects: string; support: string };
  claims: string[];
};

export function siteDetails(settings: SiteSettings, language: Language): SiteDetails {
  const ar = language === "ar";
  return {
    name: ar ? settings.ar_company_name : settings.en_company_name,
    description: ar ? settings.ar_description : settings.en_description,
    email: settings.email,
    phones: [settings.phone, settings.phone2].filter(Boolean),
    whatsapp: settings.whatsapp || null,
    address: (ar ? settings.ar_address : settings.en_address) || null,
    social: SOCIAL_NETWORKS.filter((network) => settings[network]).map((network) => ({
      network,
      href: settings[network],
    })),
    stats: {
      clients: settings.stat_clients,
      projects: settings.stat_projects,
      support: settings.stat_support,
    },
    claims: ar ? settings.ar_claims : settings.en_claims,
  };
}
