// The texts the site showed before they could be edited (spec §9), so nothing visible changes.
import type { SiteSettings } from "../../settings/fields.js";
import { DEFAULT_TIME_ZONE } from "../../../core/time/zone.js";

export const DEFAULT_SETTINGS: Omit<SiteSettings, "featured_services"> = {
  ar_company_name: "بيان الرقمية",
  en_company_name: "Bayan Digital",
  ar_description: "استوديو برمجيات وتصميم: نخطط ونصمم ونبني ونطوّر المنتجات الرقمية مع عملائنا.",
  en_description:
    "A software and design studio: we plan, design, build and grow digital products with our clients.",
  ar_tagline: "استوديو برمجيات وتصميم",
  en_tagline: "Software & design studio",
  ar_hours: "من الأحد إلى الخميس، 9:00–18:00",
  en_hours: "Sunday to Thursday, 9:00–18:00",
  email: "info@bayan-digital.example",
  phone: "+966 11 000 0000",
  phone2: "+966 55 000 0000",
  whatsapp: "",
  ar_address: "",
  en_address: "",
  linkedin: "",
  x: "",
  facebook: "",
  instagram: "",
  github: "",
  logo: "",
  favicon: "",
  admin_second_factor: false,
  time_zone: DEFAULT_TIME_ZONE,
  stat_clients: "30",
  stat_projects: "70",
  stat_support: "24/7",
  ar_claims: [
    "التوفيق خلال 48 ساعة",
    "التوظيف خلال 5 أيام",
    "نخبة أفضل 1% من المواهب",
    "توفير في التكاليف يصل إلى 70%",
  ],
  en_claims: [
    "Matching within 48 hours",
    "Hiring in 5 days",
    "Top 1% talent",
    "Up to 70% cost advantage",
  ],
};

/** The home page showed the first six services before it could be chosen. */
export const DEFAULT_FEATURED_COUNT = 6;
