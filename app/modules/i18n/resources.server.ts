import type { Resource } from "i18next";
import arCommon from "../../../public/locales/ar/common.json";
import enCommon from "../../../public/locales/en/common.json";
import arHome from "../../../public/locales/ar/home.json";
import enHome from "../../../public/locales/en/home.json";
import arPages from "../../../public/locales/ar/pages.json";
import enPages from "../../../public/locales/en/pages.json";
import arDashboard from "../../../public/locales/ar/dashboard.json";
import enDashboard from "../../../public/locales/en/dashboard.json";
import arAuth from "../../../public/locales/ar/auth.json";
import enAuth from "../../../public/locales/en/auth.json";
import arForms from "../../../public/locales/ar/forms.json";
import enForms from "../../../public/locales/en/forms.json";

// The server renders from these in-memory copies; the browser gets the page's namespaces inline
// (inline-resources.tsx) and fetches others from /locales/{lng}/{ns}.json. Add a namespace here when you add its JSON files.
export const resources = {
  en: {
    common: enCommon,
    home: enHome,
    pages: enPages,
    dashboard: enDashboard,
    auth: enAuth,
    forms: enForms,
  },
  ar: {
    common: arCommon,
    home: arHome,
    pages: arPages,
    dashboard: arDashboard,
    auth: arAuth,
    forms: arForms,
  },
} satisfies Resource;
