// Each dashboard screen's document title names the screen, the dashboard and the brand, in the
// admin's language ("Categories — Dashboard | Bayan Digital"). The screens are the menu's entries
// (spec §2: admin_navbar.links), so the layout's loader builds every title once (here, on the
// server), and its meta picks the one of the screen shown (titles.ts).
import type { TFunction } from "~/modules/i18n/translate";
import { brandedTitle } from "~/modules/seo/brand";
import type { DashboardTitles } from "./titles";

/** Titles by path (`/dashboard`, `/dashboard/categories`...). */
export function dashboardTitles(t: TFunction, common: TFunction): DashboardTitles {
  const links = t("admin_navbar.links", { returnObjects: true });
  const titles: DashboardTitles = {};
  for (const link of Array.isArray(links) ? links : []) {
    if (typeof link?.path !== "string" || typeof link?.name !== "string") continue;
    // The menu calls the first screen "Home"; its page heading, "Overview", is the clearer title.
    const page = link.path === "" ? t("home.title") : link.name;
    titles[`/dashboard${link.path}`] = brandedTitle(`${page} — ${t("meta.title")}`, common);
  }
  return titles;
}
