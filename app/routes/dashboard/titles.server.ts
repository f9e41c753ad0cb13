// Spec §2: the screens are the menu's entries; built once here so the layout's meta picks one.
import type { TFunction } from "~/modules/i18n/translate";
import { brandedTitle } from "~/modules/seo/brand";
import { dashboardMenu } from "~core/dashboard/menu";
import type { DashboardTitles } from "./titles";

export function dashboardTitles(t: TFunction, name: string): DashboardTitles {
  const titles: DashboardTitles = {};
  for (const entry of dashboardMenu()) {
    // "Overview", the home's heading, is a clearer title than the menu's "Home".
    const page = entry.path === "" ? t("home.title") : t(`admin_navbar.names.${entry.key}`);
    titles[`/dashboard${entry.path}`] = brandedTitle(`${page} — ${t("meta.title")}`, name);
  }
  return titles;
}
