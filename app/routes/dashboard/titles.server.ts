// Spec §2: the screens are the menu's entries; built once here so the layout's meta picks one.
import type { TFunction } from "~/modules/i18n/translate";
import { brandedTitle } from "~/modules/seo/brand";
import type { DashboardTitles } from "./titles";

export function dashboardTitles(t: TFunction, name: string): DashboardTitles {
  const links = t("admin_navbar.links", { returnObjects: true });
  const titles: DashboardTitles = {};
  for (const link of Array.isArray(links) ? links : []) {
    if (typeof link?.path !== "string" || typeof link?.name !== "string") continue;
    // "Overview", the home's heading, is a clearer title than the menu's "Home".
    const page = link.path === "" ? t("home.title") : link.name;
    titles[`/dashboard${link.path}`] = brandedTitle(`${page} — ${t("meta.title")}`, name);
  }
  return titles;
}
