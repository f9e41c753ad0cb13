import type { Resource } from "i18next";
import arCommon from "../../../public/locales/ar/common.json";
import enCommon from "../../../public/locales/en/common.json";
import arHome from "../../../public/locales/ar/home.json";
import enHome from "../../../public/locales/en/home.json";

// The server renders from these in-memory copies; the browser fetches the same files from
// /locales/{lng}/{ns}.json. Add a namespace here when you add its JSON files.
export const resources = {
  en: { common: enCommon, home: enHome },
  ar: { common: arCommon, home: arHome },
} satisfies Resource;
