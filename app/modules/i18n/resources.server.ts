import type { Resource } from "i18next";
import arCommon from "../../../public/locales/ar/common.json";
import enCommon from "../../../public/locales/en/common.json";
import arHome from "../../../public/locales/ar/home.json";
import enHome from "../../../public/locales/en/home.json";
import arPages from "../../../public/locales/ar/pages.json";
import enPages from "../../../public/locales/en/pages.json";
import arLegal from "../../../public/locales/ar/legal.json";
import enLegal from "../../../public/locales/en/legal.json";
import arDashboard from "../../../public/locales/ar/dashboard.json";
import enDashboard from "../../../public/locales/en/dashboard.json";
import arAuth from "../../../public/locales/ar/auth.json";
import enAuth from "../../../public/locales/en/auth.json";
import arForms from "../../../public/locales/ar/forms.json";
import enForms from "../../../public/locales/en/forms.json";

// The server renders from these in-memory copies; the browser gets the page's namespaces inline
// (inline-resources.tsx) and fetches others from /locales/{lng}/{ns}.json. Add a namespace here when you add its JSON files.
// A page embeds every namespace it names, so long texts read by one page live in their own
// namespace (`legal`: the privacy, terms and conditions pages) instead of riding along on `/`.
export const resources = {
  en: {
    common: enCommon,
    home: enHome,
    pages: enPages,
    legal: enLegal,
    dashboard: enDashboard,
    auth: enAuth,
    forms: enForms,
  },
  ar: {
    common: arCommon,
    home: arHome,
    pages: arPages,
    legal: arLegal,
    dashboard: arDashboard,
    auth: arAuth,
    forms: arForms,
  },
} satisfies Resource;
