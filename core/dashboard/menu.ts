// Spec §2: the dashboard's menu. Its content entries come from the content registry (order,
// address, icon; their area is "content"), the other screens are listed here; only their names
// are in the locale files (`admin_navbar.names.<key>`). The shell, the pages' titles and the
// permission checks all read this list.
import { areaOfScreen, type Area } from "../auth/permissions";
import { contentEntities, type ContentEntity } from "../content/registry";

type MenuOf = Pick<ContentEntity, "icon" | "dashboardPath"> & { key: string };

export type MenuEntry = {
  /** The name's key under `admin_navbar.names`. */
  key: string;
  icon: string;
  /** Under /dashboard; "" for the overview. */
  path: string;
  area: Area;
};

const screen = (key: string, path = `/${key}`, icon = key): MenuEntry => ({
  key,
  icon,
  path,
  area: areaOfScreen(path),
});

export function dashboardMenu(entities: readonly MenuOf[] = contentEntities()): MenuEntry[] {
  return [
    screen("overview", "", "home"),
    ...entities.map((entity) => ({
      key: entity.key,
      icon: entity.icon,
      path: entity.dashboardPath.replace(/^\/dashboard/, ""),
      area: "content" as const,
    })),
    screen("tags"),
    screen("jobs"),
    screen("skills"),
    screen("users"),
    screen("notifications"),
    screen("settings"),
    screen("audit"),
  ];
}
