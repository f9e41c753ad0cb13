// The child routes, most of them generic, need no meta.

export type DashboardTitles = Record<string, string>;

export function dashboardTitle(titles: DashboardTitles, pathname: string): string | undefined {
  return titles[pathname.replace(/\/+$/, "")] ?? titles["/dashboard"];
}
